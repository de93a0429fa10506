/** What a shopper is told about an order, by event. */
export const NOTIFY_EVENTS = ['ORDER_PLACED', 'DEPOSIT_ACCOUNT', 'PAYMENT_CONFIRMED', 'SHIPPED', 'DELIVERED', 'CLAIM_ACCEPTED', 'CLAIM_REFUSED', 'REFUND_PAID'] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

const REQUESTS = ['CANCEL_REQUESTED', 'RETURN_REQUESTED', 'EXCHANGE_REQUESTED'];

/**
 * The event an order's move tells the shopper, if any: a new order waiting for a deposit (무통장입금, or a virtual
 * account just issued) gets the account; a paid one is confirmed; shipped, delivered; a request completed is
 * accepted, one sent back is refused. Moves the shopper made themselves (their own requests, cancelling an unpaid
 * order) tell them nothing new.
 * @example eventOfMove('PREPARING', 'SHIPPING') // 'SHIPPED'
 */
export function eventOfMove(from: string | null, to: string): NotifyEvent | null {
  if (to === 'WAITING_DEPOSIT') return 'DEPOSIT_ACCOUNT';
  if (from === null) return to === 'PAID' ? 'ORDER_PLACED' : null;
  if (from !== null && REQUESTS.includes(from)) return ['CANCELLED', 'RETURNED', 'EXCHANGED'].includes(to) ? 'CLAIM_ACCEPTED' : 'CLAIM_REFUSED';
  if (to === 'PAID') return 'PAYMENT_CONFIRMED';
  if (to === 'SHIPPING') return 'SHIPPED';
  if (to === 'DELIVERED') return 'DELIVERED';
  return null;
}
