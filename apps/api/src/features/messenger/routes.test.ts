import assert from 'node:assert/strict';
import { loginAs } from '../../testing/auth-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

const OPERATOR = 'test-operator-token';
type Message = { kind: string; auid: string; target: string; payload: string; createdDate: string };

describeEachDatabase('messenger channel: POST /api/kakao/*', (server) => {
  const as = async (loginId: string) => ({ authorization: `Bearer ${(await loginAs(server(), loginId)).token}` });
  const messages = async (auid?: string) =>
    (await json<{ list: Message[] }>(await server().request(`/api/ops/messenger-messages${auid ? `?auid=${auid}` : ''}`, { headers: { 'x-operator-token': OPERATOR } }))).list;

  it('answers the channel id of a member who has one, and an empty one otherwise', async () => {
    assert.deepEqual(await json(await server().request('/api/kakao/sender', { method: 'POST', headers: await as('demo01') })), { auid: 'kakao-auid-demo01' });
    assert.deepEqual(await json(await server().request('/api/kakao/sender', { method: 'POST', headers: await as('demo02') })), { auid: '' });
    const visitor = await json<{ code: string }>(await server().request('/api/kakao/sender', { method: 'POST' }), 401);
    assert.equal(visitor.code, 'UNAUTHORIZED');
  });

  /** demo01's own order and review (an order row written straight in; a review moved to demo01). */
  const ownThings = async () => {
    const { db } = server().app.database;
    const demo01 = await db.selectFrom('members').select('id').where('loginId', '=', 'demo01').executeTakeFirstOrThrow();
    const demo02 = await db.selectFrom('members').select('id').where('loginId', '=', 'demo02').executeTakeFirstOrThrow();
    const order = (memberId: number, orderCode: string) => db.insertInto('orders').values({
      orderCode, ownerKey: `m:${memberId}`, memberId, guestPasswordHash: null, buyerName: 'x', buyerMobile: '01012345678', buyerEmail: 'x@example.com',
      status: 'PAID', paymentMethod: 'bank', totalItemPrice: 1000, totalItemSaleAmount: 1000, totalShippingAmount: 0, itemCouponDiscount: 0,
      cartCouponDiscount: 0, cartCouponUserId: null, pointAmount: 0, payAmount: 1000, earnPoint: 0, paymentDeadline: null,
      createdAt: '20261125000000', updatedAt: '20261125000000',
    } as never).execute();
    const code = `M${Date.now()}`;
    await order(demo01.id, `${code}-1`);
    await order(demo02.id, `${code}-2`);
    const [mine, theirs] = await db.selectFrom('itemReviews').select('id').orderBy('id').limit(2).execute();
    await db.updateTable('itemReviews').set({ memberId: demo01.id }).where('id', '=', mine!.id).execute();
    await db.updateTable('itemReviews').set({ memberId: demo02.id }).where('id', '=', theirs!.id).execute();
    return { myOrder: `${code}-1`, theirOrder: `${code}-2`, myReview: mine!.id, theirReview: theirs!.id };
  };

  it('records each notification for the member with a channel, through the default adapter', async () => {
    const headers = await as('demo01');
    const { myOrder, myReview } = await ownThings();
    const post = (path: string, body?: unknown) => server().request(path, { method: 'POST', headers, body });
    assert.deepEqual(await json(await post('/api/kakao/add-to-cart', { arrayRequiredItems: ['1001||2||', '1002||1||'] })), { status: 200, message: 'OK' });
    await json(await post('/api/kakao/wishlist/1001'));
    await json(await post(`/api/kakao/order/${myOrder}/0`));
    await json(await post(`/api/kakao/refund/${myOrder}/0`, { claimApplyItemKeys: ['1', '2'] }));
    await json(await post(`/api/kakao/all-refund/${myOrder}/0`));
    await json(await post(`/api/kakao/review/${myReview}`));
    const list = await messages('kakao-auid-demo01');
    assert.deepEqual(list.slice(0, 6).map((m) => `${m.kind} ${m.target}`).reverse(), [
      'ADD_TO_CART 1001,1002', 'WISHLIST 1001', `ORDER ${myOrder}/0`, `REFUND ${myOrder}/0`, `ALL_REFUND ${myOrder}/0`, `REVIEW ${myReview}`,
    ]);
    assert.deepEqual(JSON.parse(list[2]!.payload), { claimApplyItemKeys: ['1', '2'] });
    assert.match(list[0]!.createdDate, /^\d{14}$/);
  });

  it('refuses to name someone else\'s order or review, an unknown item, and blank or markup cart lines; nothing is recorded', async () => {
    const headers = await as('demo01');
    const { theirOrder, theirReview } = await ownThings();
    const before = (await messages()).length;
    const post = (path: string, body?: unknown) => server().request(path, { method: 'POST', headers, body });
    for (const path of [`/api/kakao/order/${theirOrder}/0`, `/api/kakao/all-refund/${theirOrder}/0`, '/api/kakao/order/NO-SUCH-ORDER/0']) {
      assert.equal((await json<{ code: string }>(await post(path), 404)).code, 'ORDER_NOT_FOUND', path);
    }
    assert.equal((await json<{ code: string }>(await post(`/api/kakao/refund/${theirOrder}/0`, { claimApplyItemKeys: ['1'] }), 404)).code, 'ORDER_NOT_FOUND');
    assert.equal((await json<{ code: string }>(await post(`/api/kakao/review/${theirReview}`), 404)).code, 'REVIEW_NOT_FOUND');
    assert.equal((await json<{ code: string }>(await post('/api/kakao/wishlist/999999999'), 404)).code, 'ITEM_NOT_FOUND');
    for (const line of ['   ', '\u200b', '<img src=x onerror=alert(1)>', '1001||2||<script>', '1001||2||</b>||x', 'abc||1||', '1001||2||5```<b>x</b>']) {
      const refused = await json<{ message: string }>(await post('/api/kakao/add-to-cart', { arrayRequiredItems: ['1001||1||', line] }), 400);
      assert.match(refused.message, /[가-힣]/, line);
    }
    assert.equal((await messages()).length, before);
  });

  it('sends nothing for a member without a channel, and refuses an empty cart list', async () => {
    const headers = await as('demo02');
    assert.deepEqual(await json(await server().request('/api/kakao/wishlist/1001', { method: 'POST', headers })), { status: 200, message: 'NO_CHANNEL' });
    assert.deepEqual((await messages()).filter((m) => m.auid !== 'kakao-auid-demo01'), []);
    const empty = await json<{ message: string }>(await server().request('/api/kakao/add-to-cart', { method: 'POST', headers, body: { arrayRequiredItems: [] } }), 400);
    assert.equal(empty.message, '담을 상품을 입력해 주세요.');
  });
}, { operatorToken: OPERATOR });
