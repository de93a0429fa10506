import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ALL_CONTRACTS, type Contract, type ContractEndpoint } from '@shop/contracts';
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
/** A call of an endpoint: the concrete path (with its query), and its body; the method is the endpoint's. */
type Call = { path: string; body?: unknown };

/** Each route whose contract is declared owned, by its endpoint, called with member A's thing. */
const OWNED: Partial<Record<ContractEndpoint, (t: Things) => Call>> = {
  'POST /api/cart/update-quantity': (t) => ({ path: '/api/cart/update-quantity', body: { cartId: t.cartId, quantity: 3 } }),
  'POST /api/cart/delete': (t) => ({ path: '/api/cart/delete', body: { id: [t.cartId] } }),
  'GET /api/cart/set-item-info/:cartId': (t) => ({ path: `/api/cart/set-item-info/${t.cartId}` }),
  'POST /api/order/payment-step': (t) => ({ path: '/api/order/payment-step', body: { orderSheetId: t.orderSheetId } }),
  'POST /api/order/calculate': (t) => ({ path: '/api/order/calculate', body: { orderSheetId: t.orderSheetId } }),
  'POST /api/order/save': (t) => ({
    path: '/api/order/save',
    body: {
      orderSheetId: t.orderSheetId, idempotencyKey: randomUUID(), expectedPayAmount: 1, paymentMethod: 'bank', privacyAgreed: true, purchaseAgreed: true,
      receiver: { receiveName: 'B', receiveMobile: '010-1234-5678', zipcode: '06236', address: 'a', addressDetail: 'b', memo: '' },
      bankTransfer: { accountIndex: 0, depositorName: 'B' },
      buyer: { userName: 'B', mobile: '010-1234-5678', email: 'b@example.com' }, guestPassword: 'abcd1234', guestTermsAgreed: true,
    },
  }),
  'POST /api/payment/test/authorize': (t) => ({ path: '/api/payment/test/authorize', body: { orderCode: t.orderCode, method: 'CARD' } }),
  'POST /api/payment/test/deposit': (t) => ({ path: '/api/payment/test/deposit', body: { orderCode: t.orderCode } }),
  'POST /api/order/cancel': (t) => ({ path: '/api/order/cancel', body: { orderCode: t.orderCode } }),
  'GET /api/order/detail': (t) => ({ path: `/api/order/detail?orderCode=${t.orderCode}` }),
  'GET /api/order': (t) => ({ path: `/api/order?orderCode=${t.orderCode}` }),
  'POST /api/order/refund-amount': (t) => ({ path: '/api/order/refund-amount', body: { orderCode: t.orderCode, claimType: 'CANCEL' } }),
  'POST /api/order/cancel-apply': (t) => ({ path: '/api/order/cancel-apply', body: { orderCode: t.orderCode, claimReason: 'ETC', claimReasonText: 'x' } }),
  'POST /api/order/return-apply': (t) => ({ path: '/api/order/return-apply', body: { orderCode: t.orderCode } }),
  'POST /api/order/exchange-apply': (t) => ({ path: '/api/order/exchange-apply', body: { orderCode: t.orderCode } }),
  'POST /api/order/confirm-purchase': (t) => ({ path: '/api/order/confirm-purchase', body: { orderCode: t.orderCode } }),
  'POST /api/mypage/review': (t) => ({ path: '/api/mypage/review', body: { orderCode: t.orderCode, itemSequence: 0, score: 5, content: '남의 주문 후기' } }),
  'POST /api/mypage/review/:id': (t) => ({ path: `/api/mypage/review/${t.reviewId}`, body: { score: 1, content: '남이 고친 후기' } }),
  'POST /api/mypage/delete-review/:id': (t) => ({ path: `/api/mypage/delete-review/${t.reviewId}` }),
  'POST /api/shipping': (t) => ({
    path: '/api/shipping',
    body: { userDeliveryId: t.addressId, title: 'x', userName: '남', mobile: '01012345678', zipcode: '06236', address: '남의 주소', addressDetail: '1' },
  }),
  'POST /api/shipping/delete': (t) => ({ path: '/api/shipping/delete', body: { userDeliveryId: t.addressId } }),
  'POST /api/shipping/base-shipping': (t) => ({ path: '/api/shipping/base-shipping', body: { userDeliveryId: t.addressId } }),
  'POST /api/qna/delete-item-inquiry': (t) => ({ path: '/api/qna/delete-item-inquiry', body: { id: t.inquiryId } }),
  'POST /api/kakao/order/:orderCode/:orderSequence': (t) => ({ path: `/api/kakao/order/${t.orderCode}/0` }),
  'POST /api/kakao/refund/:orderCode/:orderSequence': (t) => ({ path: `/api/kakao/refund/${t.orderCode}/0`, body: { claimApplyItemKeys: ['1'] } }),
  'POST /api/kakao/all-refund/:orderCode/:orderSequence': (t) => ({ path: `/api/kakao/all-refund/${t.orderCode}/0` }),
  'POST /api/kakao/review/:id': (t) => ({ path: `/api/kakao/review/${t.reviewId}` }),
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
  const undeclared = ALL_CONTRACTS.filter(namesAThing).filter((c) => c.ownership === undefined).map((c) => c.key);
  assert.deepEqual(undeclared, [], 'give these contracts an `ownership`');
  const needless = ALL_CONTRACTS.filter((c) => c.ownership !== undefined && !namesAThing(c)).map((c) => c.key);
  assert.deepEqual(needless, [], 'these contracts declare an `ownership` but name no thing');
  const owned = ALL_CONTRACTS.filter((c) => c.ownership === 'owned').map((c) => c.key);
  assert.deepEqual(owned.filter((key) => !(key in OWNED)), [], 'contracts declared owned without a case in OWNED');
  assert.deepEqual(Object.keys(OWNED).filter((key) => !owned.some((k) => k === key)), [], 'cases in OWNED whose contract is not declared owned');
  const blank = ALL_CONTRACTS.filter((c) => typeof c.ownership === 'object' && c.ownership.notOwned.trim() === '').map((c) => c.key);
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
    for (const [endpoint, call] of Object.entries(OWNED)) {
      const method = endpoint.split(' ')[0]!;
      for (const [who, headers] of callers) {
        const { path, body } = call(things);
        const response = await server().request(path, { method, headers, body });
        const text = await response.text();
        if (response.status >= 500) problems.push(`${endpoint} as ${who}: ${response.status} ${text.slice(0, 120)}`);
        // A read of A's thing answers nothing of it; a write may answer 2xx only when it did nothing (checked below).
        if (method === 'GET' && response.status < 400 && text.includes(things.orderCode)) problems.push(`${endpoint} as ${who}: ${response.status} shows A's order`);
        if (response.status < 300 && text.includes(things.orderCode)) problems.push(`${endpoint} as ${who}: answered with A's order code`);
        if (response.status >= 400 && !/[가-힣]/.test(text)) problems.push(`${endpoint} as ${who}: ${response.status} without a Korean message`);
      }
    }
    assert.deepEqual(problems, []);
    assert.equal(await snapshot(), before);
  });
});
