/** What a shopper is told about an order, by event. */
export const NOTIFY_EVENTS = ['ORDER_PLACED', 'DEPOSIT_ACCOUNT', 'PAYMENT_CONFIRMED', 'SHIPPED', 'DELIVERED', 'CLAIM_ACCEPTED', 'CLAIM_REFUSED', 'REFUND_PAID'] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

const REQUESTS = ['CANCEL_REQUESTED', 'RETURN_REQUESTED', 'EXCHANGE_REQUESTED'];

/**
 * The event an order's move tells the shopper, if any: a new order waiting for a deposit (무통장입금, or a virtual
 * account just issued) gets the account; a paid one is confirmed; shipped, delivered. Moves out of a request state
 * tell nothing here: a request accepted or refused is told per claim (`claimEvent`, keyed by the claim code), so a
 * claim of some lines is told as a whole order's is, and the shopper withdrawing their own request is told nothing.
 * Moves the shopper made themselves (their own requests, cancelling an unpaid order) tell them nothing new.
 * @example eventOfMove('PREPARING', 'SHIPPING') // 'SHIPPED'
 */
export function eventOfMove(from: string | null, to: string): NotifyEvent | null {
  if (to === 'WAITING_DEPOSIT') return 'DEPOSIT_ACCOUNT';
  if (from === null) return to === 'PAID' ? 'ORDER_PLACED' : null;
  if (REQUESTS.includes(from)) return null;
  if (to === 'PAID') return 'PAYMENT_CONFIRMED';
  if (to === 'SHIPPING') return 'SHIPPED';
  if (to === 'DELIVERED') return 'DELIVERED';
  return null;
}

/** Who ended a claim: the shop completing it, the shop turning it down, or the shopper withdrawing it. */
export type ClaimEnd = 'COMPLETED' | 'REFUSED' | 'WITHDRAWN_BY_SHOPPER';

/**
 * The event a claim's end tells the shopper (once per claim: the claim code is its key): accepted when the shop
 * completed it, refused when the shop turned it down (an operator's refusal, or a cancel request overtaken by the
 * shipment); nothing when the shopper withdrew it themselves.
 * @example claimEvent('REFUSED') // 'CLAIM_REFUSED'
 */
export function claimEvent(end: ClaimEnd): NotifyEvent | null {
  if (end === 'COMPLETED') return 'CLAIM_ACCEPTED';
  if (end === 'REFUSED') return 'CLAIM_REFUSED';
  return null;
}
