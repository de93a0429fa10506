import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ALL_CONTRACTS, type Contract } from '@shop/contracts';
import { createMember, orderClient, placeCouponPointOrder, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';

// Ownership audit: every route that takes an id, an order code, a review id or the like declares on its contract
// whose thing that is (`ownership` in @shop/contracts): `'owned'`, and then it has a case in OWNED below and is tried
// with member A's thing as another member, a guest (a visitor with a SALESONID of its own) and a visitor (nothing),
// or `{ notOwned: reason }` when nobody's things are at stake. A new route with such a field fails the first test
// until its contract declares it, and an owned one until it has a case here.

/** Fields that name a thing (the same pattern the audit used to list the routes). */
const NAMES_A_THING = /(Id|Ids|id|ids|orderCode|Code|Key|Sequence)$/;

type Things = { orderCode: string; reviewId: number; addressId: number; inquiryId: number; cartId: number; orderSheetId: string };
type Call = { method: string; path: string; body?: unknown };

/** Each route whose contract is declared owned, called with member A's thing. */
const OWNED: Record<string, (t: Things) => Call> = {
  'cart.updateQuantity': (t) => ({ method: 'POST', path: '/api/cart/update-quantity', body: { cartId: t.cartId, quantity: 3 } }),
  'cart.delete': (t) => ({ method: 'POST', path: '/api/cart/delete', body: { id: [t.cartId] } }),
  'cart.setItemInfo': (t) => ({ method: 'GET', path: `/api/cart/set-item-info/${t.cartId}` }),
  'order.paymentStep': (t) => ({ method: 'POST', path: '/api/order/payment-step', body: { orderSheetId: t.orderSheetId } }),
  'order.calculate': (t) => ({ method: 'POST', path: '/api/order/calculate', body: { orderSheetId: t.orderSheetId } }),
  'order.save': (t) => ({
    method: 'POST', path: '/api/order/save',
    body: {
      orderSheetId: t.orderSheetId, idempotencyKey: randomUUID(), expectedPayAmount: 1, paymentMethod: 'bank', privacyAgreed: true, purchaseAgreed: true,
      receiver: { receiveName: 'B', receiveMobile: '010-1234-5678', zipcode: '06236', address: 'a', addressDetail: 'b', memo: '' },
      bankTransfer: { accountIndex: 0, depositorName: 'B' },
      buyer: { userName: 'B', mobile: '010-1234-5678', email: 'b@example.com' }, guestPassword: 'abcd1234', guestTermsAgreed: true,
    },
  }),
  'payment.testAuthorize': (t) => ({ method: 'POST', path: '/api/payment/test/authorize', body: { orderCode: t.orderCode, method: 'CARD' } }),
  'payment.testDeposit': (t) => ({ method: 'POST', path: '/api/payment/test/deposit', body: { orderCode: t.orderCode } }),
  'order.cancel': (t) => ({ method: 'POST', path: '/api/order/cancel', body: { orderCode: t.orderCode } }),
  'order.detail': (t) => ({ method: 'GET', path: `/api/order/detail?orderCode=${t.orderCode}` }),
  'mypage.orders': (t) => ({ method: 'GET', path: `/api/order?orderCode=${t.orderCode}` }),
  'mypage.refundPreview': (t) => ({ method: 'POST', path: '/api/order/refund-amount', body: { orderCode: t.orderCode, claimType: 'CANCEL' } }),
  'mypage.cancelApply': (t) => ({ method: 'POST', path: '/api/order/cancel-apply', body: { orderCode: t.orderCode, claimReason: 'ETC', claimReasonText: 'x' } }),
  'mypage.returnApply': (t) => ({ method: 'POST', path: '/api/order/return-apply', body: { orderCode: t.orderCode } }),
  'mypage.exchangeApply': (t) => ({ method: 'POST', path: '/api/order/exchange-apply', body: { orderCode: t.orderCode } }),
  'mypage.confirmPurchase': (t) => ({ method: 'POST', path: '/api/order/confirm-purchase', body: { orderCode: t.orderCode } }),
  'mypage.writeReview': (t) => ({ method: 'POST', path: '/api/mypage/review', body: { orderCode: t.orderCode, itemSequence: 0, score: 5, content: '남의 주문 후기' } }),
  'mypage.editReview': (t) => ({ method: 'POST', path: `/api/mypage/review/${t.reviewId}`, body: { score: 1, content: '남이 고친 후기' } }),
  'mypage.deleteReview': (t) => ({ method: 'POST', path: `/api/mypage/delete-review/${t.reviewId}` }),
  'mypage.saveAddress': (t) => ({
    method: 'POST', path: '/api/shipping',
    body: { userDeliveryId: t.addressId, title: 'x', userName: '남', mobile: '01012345678', zipcode: '06236', address: '남의 주소', addressDetail: '1' },
  }),
  'mypage.deleteAddress': (t) => ({ method: 'POST', path: '/api/shipping/delete', body: { userDeliveryId: t.addressId } }),
  'mypage.defaultAddress': (t) => ({ method: 'POST', path: '/api/shipping/base-shipping', body: { userDeliveryId: t.addressId } }),
  'mypage.deleteItemInquiry': (t) => ({ method: 'POST', path: '/api/qna/delete-item-inquiry', body: { id: t.inquiryId } }),
  'platform.messengerOrder': (t) => ({ method: 'POST', path: `/api/kakao/order/${t.orderCode}/0` }),
  'platform.messengerRefund': (t) => ({ method: 'POST', path: `/api/kakao/refund/${t.orderCode}/0`, body: { claimApplyItemKeys: ['1'] } }),
  'platform.messengerAllRefund': (t) => ({ method: 'POST', path: `/api/kakao/all-refund/${t.orderCode}/0` }),
  'platform.messengerReview': (t) => ({ method: 'POST', path: `/api/kakao/review/${t.reviewId}` }),
};

function keysOf(schema: unknown): string[] {
  let node = schema as { entries?: Record<string, unknown>; wrapped?: unknown; pipe?: unknown[] } | undefined;
  for (let i = 0; i < 10 && node; i += 1) {
    if (node.entries) return Object.keys(node.entries);
    const next = (node.wrapped ?? (Array.isArray(node.pipe) ? node.pipe[0] : undefined)) as typeof node;
    if (next === node) break;
    node = next;
  }
  return [];
}

const namesAThing = (contract: Contract) => (['params', 'query', 'body'] as const).some((part) => keysOf(contract[part]).some((key) => NAMES_A_THING.test(key)));

it('every route that names a thing declares whose it is on its contract, and every owned one is tried below', () => {
  const undeclared = ALL_CONTRACTS.filter(namesAThing).filter((c) => c.ownership === undefined).map((c) => c.id);
  assert.deepEqual(undeclared, [], 'give these contracts an `ownership`');
  const needless = ALL_CONTRACTS.filter((c) => c.ownership !== undefined && !namesAThing(c)).map((c) => c.id);
  assert.deepEqual(needless, [], 'these contracts declare an `ownership` but name no thing');
  const owned = ALL_CONTRACTS.filter((c) => c.ownership === 'owned').map((c) => c.id);
  assert.deepEqual(owned.filter((id) => !(id in OWNED)), [], 'contracts declared owned without a case in OWNED');
  assert.deepEqual(Object.keys(OWNED).filter((id) => !owned.includes(id)), [], 'cases in OWNED whose contract is not declared owned');
  const blank = ALL_CONTRACTS.filter((c) => typeof c.ownership === 'object' && c.ownership.notOwned.trim() === '').map((c) => c.id);
  assert.deepEqual(blank, [], 'a route that is nobody\'s says why');
});

/** Member A with an order, a review, an address, an item question, a cart line and an order sheet. */
async function memberA(server: TestServer) {
  const { member, placed, item } = await placeCouponPointOrder(server);
  const { db } = server.app.database;
  const headers = member.headers;
  const address = await json<{ userDeliveryId: number }>(await server.request('/api/shipping', {
    method: 'POST', headers, body: { title: '집', userName: '에이', mobile: '01012345678', zipcode: '06236', address: '서울', addressDetail: '1' },
  }));
  const review = await db.selectFrom('itemReviews').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  await db.updateTable('itemReviews').set({ memberId: member.id }).where('id', '=', review.id).execute();
  const inquiry = await db.selectFrom('itemInquiries').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  await db.updateTable('itemInquiries').set({ memberId: member.id }).where('id', '=', inquiry.id).execute();
  const cartItem = await plainItem(server, 10_000);
  await json(await server.request('/api/cart/add', { method: 'POST', headers, body: { arrayRequiredItems: [`${cartItem.id}||1||`] } }));
  const cartLine = await db.selectFrom('carts').select('id').where('itemId', '=', cartItem.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const orderSheetId = await orderClient(server, headers).buy(`${item.id}||1||`);
  const things: Things = { orderCode: placed.orderCode, reviewId: review.id, addressId: address.userDeliveryId, inquiryId: inquiry.id, cartId: cartLine.id, orderSheetId };
  /** What A owns, read straight from the database: must be the same after everyone else's tries. */
  const snapshot = async () => JSON.stringify(await Promise.all([
    db.selectFrom('orders').select(['status', 'payAmount']).where('orderCode', '=', things.orderCode).executeTakeFirst(),
    db.selectFrom('itemReviews').select(['score', 'content', 'memberId']).where('id', '=', things.reviewId).executeTakeFirst(),
    db.selectFrom('itemInquiries').select(['id', 'memberId']).where('id', '=', things.inquiryId).executeTakeFirst(),
    db.selectFrom('carts').select(['quantity']).where('id', '=', things.cartId).executeTakeFirst(),
    server.request('/api/shipping', { headers }).then((r) => r.json()),
    db.selectFrom('messengerMessages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst().then((r) => String(r?.n)),
  ]));
  return { things, snapshot };
}

describeEachDatabase('ownership audit: every owned thing tried as another member, a guest and a visitor', (server) => {
  it('refuses, or answers without acting, and member A\'s things stay as they were', async () => {
    const { things, snapshot } = await memberA(server());
    const before = await snapshot();
    const other = await createMember(server());
    // The other member has a messenger channel, so a messenger call that skipped the owner check would record a row.
    const { db } = server().app.database;
    const otherLogin = await db.selectFrom('members').select('loginId').where('id', '=', other.id).executeTakeFirstOrThrow();
    await db.insertInto('messengerChannels').values({ loginId: otherLogin.loginId, auid: `kakao-auid-${otherLogin.loginId}` }).execute();
    const callers: [string, Record<string, string>][] = [
      ['another member', other.headers], ['guest', { salesonid: randomUUID() }], ['visitor', {}],
    ];
    const problems: string[] = [];
    for (const [id, call] of Object.entries(OWNED)) {
      for (const [who, headers] of callers) {
        const { method, path, body } = call(things);
        const response = await server().request(path, { method, headers, body });
        const text = await response.text();
        if (response.status >= 500) problems.push(`${id} as ${who}: ${response.status} ${text.slice(0, 120)}`);
        // A read of A's thing answers nothing of it; a write may answer 2xx only when it did nothing (checked below).
        if (method === 'GET' && response.status < 400 && text.includes(things.orderCode)) problems.push(`${id} as ${who}: ${response.status} shows A's order`);
        if (response.status < 300 && text.includes(things.orderCode)) problems.push(`${id} as ${who}: answered with A's order code`);
        if (response.status >= 400 && !/[가-힣]/.test(text)) problems.push(`${id} as ${who}: ${response.status} without a Korean message`);
      }
    }
    assert.deepEqual(problems, []);
    assert.equal(await snapshot(), before);
  });
});
