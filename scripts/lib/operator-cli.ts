// The pure part of `pnpm operator`: reading the command line, choosing the API call for a command and an order's
// state, and English text for the API's answers (its messages are Korean, for shoppers).
import { canTransition, type OrderStatus } from '../../packages/validators/src/order/order-status.ts';

/** Carriers by a Latin alias, in the order of DELIVERY_COMPANIES (their Korean names are what the API stores). */
export const CARRIERS = ['cj', 'epost', 'hanjin', 'lotte'] as const;

export const HELP = `Usage: pnpm operator <command> [arguments] [--api <url>]

Moves orders and answers customers through the shop's operator API (the same state machine and checks as the API).
Needs OPERATOR_TOKEN (the API's operator token); the API is SHOP_API_URL, else http://127.0.0.1:$API_PORT (4000).

Orders
  show <orderCode>                               state, payment, claims, history and messages of an order
  deposit <orderCode>                            confirm a bank-transfer deposit (WAITING_DEPOSIT -> PAID)
  prepare <orderCode>                            items are being prepared (PAID -> PREPARING)
  ship <orderCode> --carrier <c> --tracking <n>  shipped (PREPARING -> SHIPPING); carriers: ${CARRIERS.join(', ')}
  deliver <orderCode>                            delivered (SHIPPING -> DELIVERED)
  confirm <orderCode>                            confirm the purchase (DELIVERED/EXCHANGED -> CONFIRMED)
  cancel <orderCode>                             cancel an unpaid or paid order (a paid one is refunded)
Claims (cancel, return and exchange requests)
  approve <orderCode|claimCode>                  approve the open request; the refund follows the shared rules and is
                                                 paid back through the payment adapter where the method allows
  refuse <orderCode|claimCode>                   refuse the open request (the order goes back to where it was)
Customers
  answer-qna <qnaId> <text>                      answer an item's Q&A question
  inquiries                                      1:1 inquiries waiting for an answer
  answer-inquiry <inquiryId> <text>              answer a 1:1 inquiry
  businesses                                     business member applications waiting for a decision
  approve-business <memberId>                    approve a business member (refuse-business <memberId> refuses)

Exit status: 0 done, 1 refused by the API (bad order code, illegal transition, ...), 2 bad command line.`;

export type Parsed = { command: string; args: string[]; options: Record<string, string> };

/** Splits `argv` into the command, its positional arguments and `--name value` options. */
export function parseArgs(argv: readonly string[]): Parsed {
  const args: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') options.help = 'yes';
    else if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      options[name] = inline ?? argv[(i += 1)] ?? '';
    } else args.push(arg);
  }
  return { command: args[0] ?? '', args: args.slice(1), options };
}

/** A bad command line: the message says what to type instead. */
export class UsageError extends Error {}

/** The target state of an order move command. */
export const MOVES: Record<string, OrderStatus> = {
  deposit: 'PAID', prepare: 'PREPARING', ship: 'SHIPPING', deliver: 'DELIVERED', confirm: 'CONFIRMED', cancel: 'CANCELLED',
};

const REQUEST_STATES: Partial<Record<OrderStatus, { done: OrderStatus; kind: string }>> = {
  CANCEL_REQUESTED: { done: 'CANCELLED', kind: 'cancel' },
  RETURN_REQUESTED: { done: 'RETURNED', kind: 'return' },
  EXCHANGE_REQUESTED: { done: 'EXCHANGED', kind: 'exchange' },
};

export type OrderView = { orderStatus: string; history: { fromStatus: string | null; toStatus: string }[] };
export type ClaimView = { claimCode: string; claimType: string; status: string };

/** What an approve/refuse of an order does: a move of the whole order, or one claim's completion or withdrawal. */
export type Decision = { kind: 'move'; to: OrderStatus } | { kind: 'claim'; claimCode: string; action: 'COMPLETE' | 'WITHDRAW' };

/**
 * Approve or refuse the open request of an order: an order in 취소/반품/교환요청 moves to its completed state (approve)
 * or back to the state it came from (refuse); a request for some lines only is the one open claim. Several open
 * claims need a claim code; none is an error.
 */
export function decide(orderCode: string, approve: boolean, order: OrderView, claims: readonly ClaimView[]): Decision {
  const status = order.orderStatus as OrderStatus;
  const request = REQUEST_STATES[status];
  if (request) {
    if (approve) return { kind: 'move', to: request.done };
    const before = [...order.history].reverse().find((h) => h.toStatus === status)?.fromStatus as OrderStatus | undefined;
    const back = before && canTransition(status, before) ? before : status === 'CANCEL_REQUESTED' ? 'PAID' : 'DELIVERED';
    return { kind: 'move', to: back };
  }
  const open = claims.filter((c) => c.status === 'REQUESTED');
  if (open.length === 1) return { kind: 'claim', claimCode: open[0]?.claimCode ?? '', action: approve ? 'COMPLETE' : 'WITHDRAW' };
  if (open.length > 1) throw new UsageError(`Order ${orderCode} has ${open.length} open requests; give one claim code: ${open.map((c) => `${c.claimCode} (${c.claimType.toLowerCase()})`).join(', ')}`);
  throw new IllegalTransition(`Order ${orderCode} has no open cancel, return or exchange request (it is ${status})`);
}

/** Refuses, before any call, a move the state machine forbids from the order's state. */
export function checkMove(orderCode: string, from: string, command: string, to: OrderStatus): void {
  if (!canTransition(from as OrderStatus, to)) throw new IllegalTransition(`Illegal transition: order ${orderCode} is ${from}; '${command}' would move it to ${to}`);
}

/** A move the state machine forbids. */
export class IllegalTransition extends Error {}

/** A carrier alias (or number 1-4) as its index in DELIVERY_COMPANIES. */
export function carrierIndex(value: string | undefined): number {
  const index = CARRIERS.indexOf((value ?? '').toLowerCase() as (typeof CARRIERS)[number]);
  if (index < 0) throw new UsageError(`--carrier must be one of ${CARRIERS.join(', ')}${value ? ` (got "${value}")` : ''}`);
  return index;
}

/** English for the API's error codes (its own messages are for shoppers, in Korean). */
export function describeApiError(status: number, code: string | undefined, subject: string): string {
  switch (code) {
    case 'ORDER_NOT_FOUND': return `No order with code ${subject}`;
    case 'CLAIM_NOT_FOUND': return `No claim with code ${subject}`;
    case 'CONTENT_NOT_FOUND': return `No question or inquiry with id ${subject}`;
    case 'ORDER_STATE_CONFLICT': return `Illegal transition for ${subject}: its state does not allow it (or it changed meanwhile); run "pnpm operator show ${subject}"`;
    case 'BUSINESS_NOT_PENDING': return `Member ${subject} has no business application waiting for a decision`;
    case 'OPERATOR_ONLY': return 'The API refused the operator token (check OPERATOR_TOKEN)';
    case 'NOT_FOUND': return 'Operator calls are off on this API: start it with OPERATOR_TOKEN set';
    default: return `The API answered ${status}${code ? ` ${code}` : ''} for ${subject}`;
  }
}
