// `pnpm operator <command>`: fulfilment and customer service over the shop's operator API (`pnpm operator --help`).
import { DELIVERY_COMPANIES } from '../packages/validators/src/messages/claim-reasons.ko.ts';
import {
  carrierIndex, checkMove, decide, describeApiError, HELP, IllegalTransition, MOVES, parseArgs, UsageError, type ClaimView, type OrderView,
} from './lib/operator-cli.ts';

type OrderDetail = OrderView & {
  orderCode: string; totalOrderAmount: number; paymentDeadline: string | null;
  paymentList: { approvalType: string; paymentType: string; amount: number; bankVirtualNo: string | null; bankDate: string | null; testPayment?: boolean }[];
  item: { itemSequence: number; quantity: number; orderStatus: string; claimQuantity: number }[];
};
type OperatorOrder = {
  order: OrderDetail; claims: (ClaimView & { refundAmount: number; refundStatus: string })[];
  notifications?: { event: string; eventKey: string; status: string; channel: string | null }[];
};

class ApiRefusal extends Error {}

const parsed = parseArgs(process.argv.slice(2));
const token = process.env.OPERATOR_TOKEN ?? '';
const api = (parsed.options.api ?? process.env.SHOP_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '4000'}`).replace(/\/+$/, '');

async function call<T>(method: string, path: string, subject: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${api}${path}`, {
      method, headers: { 'x-operator-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiRefusal(`Cannot reach the API at ${api} (start the shop, or set SHOP_API_URL / --api)`);
  }
  const answer = (await response.json().catch(() => ({}))) as { code?: string };
  if (!response.ok) throw new ApiRefusal(describeApiError(response.status, answer.code, subject));
  return answer as T;
}

const readOrder = (orderCode: string) => call<OperatorOrder>('GET', `/api/operator/order?orderCode=${encodeURIComponent(orderCode)}`, orderCode);

function printOrder({ order, claims, notifications }: OperatorOrder): void {
  const payment = order.paymentList[0];
  console.log(`order ${order.orderCode}: ${order.orderStatus}, ${order.totalOrderAmount} KRW`);
  if (payment) {
    const state = payment.paymentType === '1' ? 'paid' : payment.paymentType === '0' ? 'waiting' : 'cancelled/refunded';
    console.log(`  payment: ${payment.approvalType}${payment.testPayment ? ' (test gateway)' : ''}, ${payment.amount} KRW, ${state}${payment.bankVirtualNo ? `, account ${payment.bankVirtualNo} until ${payment.bankDate ?? '-'}` : ''}`);
  }
  for (const line of order.item) console.log(`  line ${line.itemSequence}: x${line.quantity} ${line.orderStatus}${line.claimQuantity ? ` (${line.claimQuantity} claimed)` : ''}`);
  for (const c of claims) console.log(`  claim ${c.claimCode}: ${c.claimType} ${c.status}, refund ${c.refundAmount} KRW ${c.refundStatus}`);
  console.log(`  history: ${order.history.map((h) => h.toStatus).join(' -> ')}`);
  for (const n of notifications ?? []) console.log(`  message ${n.event}${n.eventKey ? ` (${n.eventKey})` : ''}: ${n.status}${n.channel ? ` via ${n.channel}` : ''}`);
}

const need = (value: string | undefined, what: string): string => {
  if (!value) throw new UsageError(`Missing ${what} (pnpm operator --help)`);
  return value;
};

async function run(): Promise<void> {
  const { command, args, options } = parsed;
  if (options.help || command === '' || command === 'help') {
    console.log(HELP);
    return;
  }
  if (!token) throw new UsageError('Set OPERATOR_TOKEN to the API\'s operator token');
  const target = MOVES[command];
  if (target) {
    const orderCode = need(args[0], 'order code');
    const current = await readOrder(orderCode);
    checkMove(orderCode, current.order.orderStatus, command, target);
    const body: Record<string, string> = { orderCode, to: target };
    if (command === 'ship') {
      body.deliveryCompanyName = DELIVERY_COMPANIES[carrierIndex(options.carrier)]?.name ?? '';
      body.deliveryNumber = need(options.tracking, '--tracking <number>');
      if (!/^[A-Za-z0-9-]{4,30}$/.test(body.deliveryNumber)) throw new UsageError('--tracking must be 4-30 letters, digits or dashes');
    }
    await call('POST', '/api/operator/order/advance', orderCode, body);
    console.log(`order ${orderCode}: ${current.order.orderStatus} -> ${target}${command === 'ship' ? ` (carrier ${options.carrier}, tracking ${body.deliveryNumber})` : ''}`);
    printOrder(await readOrder(orderCode));
    return;
  }
  switch (command) {
    case 'show':
      printOrder(await readOrder(need(args[0], 'order code')));
      return;
    case 'approve':
    case 'refuse': {
      const code = need(args[0], 'order code or claim code');
      const approve = command === 'approve';
      if (/^C[2-9A-HJ-NP-Z]{12}$/.test(code)) {
        await call('POST', '/api/operator/claim/advance', code, { claimCode: code, action: approve ? 'COMPLETE' : 'WITHDRAW' });
        console.log(`claim ${code}: ${approve ? 'approved' : 'refused'}`);
        return;
      }
      const current = await readOrder(code);
      const decision = decide(code, approve, current.order, current.claims);
      if (decision.kind === 'move') await call('POST', '/api/operator/order/advance', code, { orderCode: code, to: decision.to });
      else await call('POST', '/api/operator/claim/advance', decision.claimCode, { claimCode: decision.claimCode, action: decision.action });
      console.log(`order ${code}: request ${approve ? 'approved' : 'refused'}${decision.kind === 'move' ? ` (${current.order.orderStatus} -> ${decision.to})` : ` (claim ${decision.claimCode})`}`);
      printOrder(await readOrder(code));
      return;
    }
    case 'answer-qna':
    case 'answer-inquiry': {
      const id = need(args[0], command === 'answer-qna' ? 'question id' : 'inquiry id');
      if (!/^\d+$/.test(id)) throw new UsageError(`The id must be a number (got "${id}")`);
      const text = need(args.slice(1).join(' ').trim(), 'answer text');
      await call('POST', command === 'answer-qna' ? `/api/operator/qna/${id}/answer` : `/api/operator/inquiries/${id}/answer`, id, { answer: text });
      console.log(`${command === 'answer-qna' ? 'question' : 'inquiry'} ${id}: answered`);
      return;
    }
    case 'inquiries': {
      const { list } = await call<{ list: { inquiryId?: number; id?: number; createdDate?: string; memberId: number }[] }>('GET', '/api/operator/inquiries', 'inquiries');
      console.log(`${list.length} inquiries waiting`);
      for (const i of list) console.log(`  inquiry ${i.inquiryId ?? i.id} from member ${i.memberId}${i.createdDate ? ` (${i.createdDate})` : ''}`);
      return;
    }
    case 'businesses': {
      const { list } = await call<{ list: { memberId: number; businessNumber?: string }[] }>('GET', '/api/operator/business', 'business applications');
      console.log(`${list.length} business applications waiting`);
      for (const b of list) console.log(`  member ${b.memberId}${b.businessNumber ? ` (business number ${b.businessNumber})` : ''}`);
      return;
    }
    case 'approve-business':
    case 'refuse-business': {
      const memberId = need(args[0], 'member id');
      if (!/^\d+$/.test(memberId)) throw new UsageError(`The member id must be a number (got "${memberId}")`);
      await call('POST', `/api/operator/business/${memberId}`, memberId, { decision: command === 'approve-business' ? 'APPROVED' : 'REJECTED' });
      console.log(`member ${memberId}: business membership ${command === 'approve-business' ? 'approved' : 'refused'}`);
      return;
    }
    default:
      throw new UsageError(`Unknown command "${command}" (pnpm operator --help)`);
  }
}

try {
  await run();
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`error: ${error.message}`);
    process.exitCode = 2;
  } else if (error instanceof ApiRefusal || error instanceof IllegalTransition) {
    console.error(`error: ${error.message}`);
    process.exitCode = 1;
  } else throw error;
}
