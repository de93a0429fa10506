import { randomUUID } from 'node:crypto';
import type { OrderPlaced, OrderSheet, SaveOrderInput } from '@shop/contracts';
import { issueToken } from '../features/auth/tokens.ts';
import { toSeoulTimestamp } from '../lib/dates.ts';
import { json, type TestServer } from './test-server.ts';

type Headers = Record<string, string>;

/** A fresh member with a token (no password work), points and no coupons. */
export async function createMember(server: TestServer, points = 0): Promise<{ id: number; headers: Headers }> {
  const { db } = server.app.database;
  const now = toSeoulTimestamp(Date.now());
  const { id } = await db.insertInto('members').values({
    loginId: `t${randomUUID().slice(0, 12)}`, passwordHash: 'scrypt$unused', name: 'Tester', email: 'tester@example.com', phone: '01011112222',
    sleepUserFlag: 'N', tempPasswordFlag: 'N', passwordChangedAt: now, createdAt: now,
  }).returning('id').executeTakeFirstOrThrow();
  if (points > 0) await db.insertInto('memberPoints').values({ memberId: id, balance: points }).execute();
  return { id, headers: { authorization: `Bearer ${await issueToken(db, id, 'ROLE_USER')}` } };
}

/** Gives a member one coupon (unused, usable from yesterday for 30 days); returns the coupon-user id. */
export async function grantCoupon(server: TestServer, memberId: number, couponId: number): Promise<number> {
  const day = 86_400_000;
  const row = await server.app.database.db.insertInto('couponUsers').values({
    couponId, memberId, applyStartDate: toSeoulTimestamp(Date.now() - day), applyEndDate: toSeoulTimestamp(Date.now() + 30 * day), usedDate: null,
    createdAt: toSeoulTimestamp(Date.now()),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A plain in-stock item (no options, not a set, guests allowed, minimum 1) with a price of at least `minPrice`. */
export async function plainItem(server: TestServer, minPrice = 0) {
  return server.app.database.db.selectFrom('items').selectAll().where('itemOptionType', 'is', null).where('itemType', '=', '1')
    .where('stockQuantity', '>=', 20).where('orderMinQuantity', '=', 1).where('orderMaxQuantity', '>=', 5).where('nonmemberOrderType', '=', '1')
    .where('soldOutFlag', '=', 'N').where('presentPrice', '>=', minPrice).orderBy('id').executeTakeFirstOrThrow();
}

/** A delivery address on the mainland. */
export const RECEIVER = { receiveName: 'Kim Demo', receiveMobile: '010-1234-5678', zipcode: '06236', address: 'Teheran-ro 1, Gangnam-gu, Seoul', addressDetail: '101', memo: '' };

/** Client of the order endpoints for one shopper. */
export function orderClient(server: TestServer, headers: Headers) {
  const post = (path: string, body: unknown) => server.request(path, { method: 'POST', body, headers });
  return {
    buy: async (...lines: string[]) => (await json<{ orderSheetId: string }>(await post('/api/order/buy', { arrayRequiredItems: lines }))).orderSheetId,
    buyCart: (cartIds: number[]) => post('/api/order/buy', { cartIds }),
    sheet: (orderSheetId: string, zipcode?: string) => post('/api/order/payment-step', { orderSheetId, zipcode }),
    calculate: (body: Record<string, unknown>) => post('/api/order/calculate', body),
    save: (body: Partial<SaveOrderInput> & { orderSheetId: string; expectedPayAmount: number }) =>
      post('/api/order/save', {
        idempotencyKey: randomUUID(), paymentMethod: 'bank', receiver: RECEIVER, bankTransfer: { accountIndex: 0, depositorName: 'Kim Demo' },
        privacyAgreed: true, purchaseAgreed: true, ...body,
      }),
    detail: (orderCode: string) => server.request(`/api/order/detail?orderCode=${orderCode}`, { headers }),
    post,
  };
}

/**
 * A member (3,000 points) places an order of a 31,000-won item with a coupon and 1,000 points; `save` adds to the
 * placement body (the payment method, for example). Bank transfer by default.
 */
export async function placeCouponPointOrder(server: TestServer, save: Partial<SaveOrderInput> = {}) {
  const member = await createMember(server, 3000);
  const coupon = await grantCoupon(server, member.id, 1);
  const item = await plainItem(server, 31_000);
  const orders = orderClient(server, member.headers);
  const orderSheetId = await orders.buy(`${item.id}||1||`);
  const itemCoupons = [{ itemSequence: 0, couponUserId: coupon }];
  const sheet = await json<OrderSheet>(await orders.calculate({ orderSheetId, itemCoupons, usePoint: 1000 }));
  const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, itemCoupons, usePoint: 1000, ...save }));
  return { member, coupon, item, orders, placed };
}
