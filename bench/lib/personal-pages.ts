// Pages of one shopper (never shared between visitors): the order sheet of a guest, and a member's order completion,
// my page and order list. Each gets its own session, prepared through the shell as a browser would.
import { randomUUID } from 'node:crypto';

export type BenchCookie = { name: string; value: string };

/** The member the bench signs in as (the demo seed's). */
export const BENCH_MEMBER = { loginId: 'demo01', password: 'Demo!2345678' };

/** The `Cookie` header of a set of cookies. */
export function cookieHeader(cookies: readonly BenchCookie[]): string {
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The cookies a list of Set-Cookie headers sets (removals left out). */
export function cookiesFromSetCookie(headers: readonly string[]): BenchCookie[] {
  return headers
    .map((h) => h.split(';')[0]!.trim())
    .filter((pair) => pair.includes('='))
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }))
    .filter((cookie) => cookie.value !== '');
}

async function post(origin: string, path: string, cookies: readonly BenchCookie[], body: unknown): Promise<Response> {
  return fetch(origin + path, { method: 'POST', headers: { origin, 'content-type': 'application/json', cookie: cookieHeader(cookies) }, body: JSON.stringify(body) });
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

/** A signed-in member's session cookies, from the shell's own login endpoint. */
export async function memberSession(origin: string): Promise<BenchCookie[]> {
  const visitor = { name: 'SALESONID', value: randomUUID() };
  const res = await post(origin, '/session/login', [visitor], BENCH_MEMBER);
  const answer = await json<{ ok: boolean; message?: string }>(res, 'POST /session/login');
  if (!answer.ok) throw new Error(`the bench member could not sign in: ${answer.message ?? ''}`);
  return [visitor, ...cookiesFromSetCookie(res.headers.getSetCookie())];
}

/** A guest's order sheet of one unit of `itemId`, past the guest terms: the checkout page's visitor and address. */
export async function guestCheckout(origin: string, itemId: number): Promise<{ cookies: BenchCookie[]; path: string }> {
  const cookies = [{ name: 'SALESONID', value: randomUUID() }];
  const { orderSheetId } = await json<{ orderSheetId: string }>(await post(origin, '/api/order/buy', cookies, { arrayRequiredItems: [`${itemId}||1||`] }), 'POST /api/order/buy');
  return { cookies, path: `/order/checkout?sheet=${encodeURIComponent(orderSheetId)}&guest=Y` };
}

/** A bank-transfer order of one unit placed by the member: the completion page's address. */
export async function memberOrder(origin: string, cookies: readonly BenchCookie[], itemId: number): Promise<string> {
  const { orderSheetId } = await json<{ orderSheetId: string }>(await post(origin, '/api/order/buy', cookies, { arrayRequiredItems: [`${itemId}||1||`] }), 'POST /api/order/buy');
  // The sheet opens with the member's best coupons and points applied; this order uses none of them.
  const sheet = await json<{ orderPrice: { orderPayAmount: number } }>(await post(origin, '/api/order/calculate', cookies, { orderSheetId, itemCoupons: [], usePoint: 0 }), 'POST /api/order/calculate');
  const placed = await json<{ orderCode: string }>(await post(origin, '/api/order/save', cookies, {
    orderSheetId, idempotencyKey: randomUUID(), expectedPayAmount: sheet.orderPrice.orderPayAmount, paymentMethod: 'bank',
    receiver: { receiveName: '김벤치', receiveMobile: '010-1234-5678', zipcode: '06236', address: '서울 강남구 테헤란로 1', addressDetail: '101호', memo: '' },
    bankTransfer: { accountIndex: 0, depositorName: '김벤치' }, privacyAgreed: true, purchaseAgreed: true,
  }), 'POST /api/order/save');
  return `/order/complete?orderCode=${encodeURIComponent(placed.orderCode)}`;
}
