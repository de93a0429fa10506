import type { MessengerNotice } from './messenger-notify.ts';

/** A successful API call the shell proxied: what was asked and what the API answered (parsed JSON, or null). */
export type ProxiedCall = { method: string; path: string; body: unknown; status: number; answer: unknown };

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const posInt = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
/** Orders here have one sequence per order code. */
const ORDER_SEQUENCE = 0;

/**
 * Spec section 7, "Messenger integration": which successful shopper actions notify the messenger channel. Keyed by
 * `<METHOD> <path>` of the API call the browser made through the shell.
 */
const TRIGGERS: Record<string, (body: Json, answer: Json) => MessengerNotice | null> = {
  // Skipped when nothing was put in the cart.
  'POST /api/cart/add': (body) => {
    const items = Array.isArray(body.arrayRequiredItems) ? body.arrayRequiredItems.filter((e): e is string => typeof e === 'string' && e !== '') : [];
    return items.length > 0 ? { kind: 'add-to-cart', arrayRequiredItems: items } : null;
  },
  // Only an item added (the same call removes one that is there).
  'POST /api/wishlist': (body, answer) => {
    const itemId = posInt(body.itemId);
    return answer.addEventType === 'ADD' && itemId ? { kind: 'wishlist', itemId } : null;
  },
  'POST /api/order/save': (_body, answer) => {
    const orderCode = str(answer.orderCode);
    return orderCode ? { kind: 'order', orderCode, orderSequence: ORDER_SEQUENCE } : null;
  },
  // The whole order cancelled, or its cancellation asked for: all of it is refunded.
  'POST /api/order/cancel': (body) => allRefund(body),
  'POST /api/order/cancel-apply': (body) => allRefund(body),
  // A return: the refund of the order's lines (their item sequences are the claim's keys).
  'POST /api/order/return-apply': (body, answer) => {
    const orderCode = str(body.orderCode);
    const lines = Array.isArray(answer.item) ? answer.item.map((line) => obj(line).itemSequence).filter((s) => typeof s === 'number') : [];
    return orderCode && lines.length > 0 ? { kind: 'refund', orderCode, orderSequence: ORDER_SEQUENCE, claimApplyItemKeys: lines.map(String) } : null;
  },
  'POST /api/mypage/review': (_body, answer) => {
    const reviewId = posInt(answer.itemReviewId);
    return reviewId ? { kind: 'review', reviewId } : null;
  },
};

function allRefund(body: Json): MessengerNotice | null {
  const orderCode = str(body.orderCode);
  return orderCode ? { kind: 'all-refund', orderCode, orderSequence: ORDER_SEQUENCE } : null;
}

/** Whether a proxied call may notify the channel (its body and answer are then read). */
export function isMessengerTrigger(method: string, path: string): boolean {
  return `${method} ${path}` in TRIGGERS;
}

/** The notification a successful call sends, or null (a failed call, an empty cart add, a wishlist removal…). */
export function noticeFor(call: ProxiedCall): MessengerNotice | null {
  if (call.status < 200 || call.status >= 300) return null;
  const trigger = TRIGGERS[`${call.method} ${call.path}`];
  return trigger ? trigger(obj(call.body), obj(call.answer)) : null;
}
