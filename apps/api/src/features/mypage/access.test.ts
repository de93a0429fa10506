import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import type { OrderPlaced, OrderSheet } from '@shop/contracts';
import { createMember, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { issueGuestPhoneToken, issueGuestToken } from './guest-token.ts';

const OPERATOR = 'operator-token-for-tests-0123456789';
type Headers = Record<string, string>;
const SENDER = { senderName: '김데모', senderMobile: '010-1234-5678', senderZipcode: '06236', senderAddress: '서울 강남구 테헤란로 1', senderAddressDetail: '101호' };
const ACCOUNT = { returnBankName: 'KB국민은행', returnBankInName: '김데모', returnVirtualNo: '123-456-7890' };
const ADDRESS = { title: '집', userName: '김데모', mobile: '010-1234-5678', zipcode: '06236', address: '서울 강남구 테헤란로 1', addressDetail: '101호' };

/**
 * A member with a delivered bank-transfer order, a review of it, an address and an item question: everything my page
 * lets them change, for another shopper to try.
 */
async function memberWithEverything(server: TestServer, label: string) {
  const member = await createMember(server);
  const item = await plainItem(server);
  const orders = orderClient(server, member.headers);
  const orderSheetId = await orders.buy(`${item.id}||1||`);
  const amount = (await json<OrderSheet>(await orders.calculate({ orderSheetId }))).orderPrice.orderPayAmount;
  const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: amount }));
  for (const to of ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED']) {
    await json(await server.request('/api/operator/order/advance', { method: 'POST', body: { orderCode: placed.orderCode, to }, headers: { 'x-operator-token': OPERATOR } }));
  }
  const review = await json<{ itemReviewId: number }>(await orders.post('/api/mypage/review', { orderCode: placed.orderCode, itemSequence: 0, score: 5, content: `${label}의 후기` }));
  const address = await json<{ userDeliveryId: number }>(await orders.post('/api/shipping', { ...ADDRESS, title: `${label}의 집` }));
  await json(await orders.post('/api/qna/item-inquiry', { itemId: item.id, qnaGroup: 'ITEM', subject: `${label}의 질문`, question: '재입고 되나요?' }));
  const { db } = server.app.database;
  const question = await db.selectFrom('itemInquiries').select('id').where('memberId', '=', member.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { member, orderCode: placed.orderCode, reviewId: review.itemReviewId, addressId: address.userDeliveryId, questionId: question.id };
}

type Owner = Awaited<ReturnType<typeof memberWithEverything>>;

describeEachDatabase('my page access: two members and guests, with real and sequential ids', (server) => {
  const db = () => server().app.database.db;
  const post = (path: string, body: unknown, headers: Headers) => server().request(path, { method: 'POST', body, headers });
  const get = (path: string, headers: Headers) => server().request(path, { headers });

  /** What the owner has, read from the database: it must be exactly the same after another shopper's tries. */
  const holdings = async (owner: Owner) => ({
    order: await db().selectFrom('orders').select(['status', 'updatedAt']).where('orderCode', '=', owner.orderCode).executeTakeFirstOrThrow(),
    claims: await db().selectFrom('orderClaims').innerJoin('orders', 'orders.id', 'orderClaims.orderId').select('orderClaims.id').where('orders.orderCode', '=', owner.orderCode).execute(),
    reviews: await db().selectFrom('itemReviews').select(['id', 'score', 'content', 'images']).where('memberId', '=', owner.member.id).orderBy('id').execute(),
    addresses: await db().selectFrom('memberAddresses').selectAll().where('memberId', '=', owner.member.id).orderBy('id').execute(),
    questions: await db().selectFrom('itemInquiries').select(['id', 'subject']).where('memberId', '=', owner.member.id).orderBy('id').execute(),
  });

  /** A guest's order (placed by a visitor of its own) and the two kinds of guest token: by its number, and by name and phone. */
  const guestTokens = async (): Promise<Headers[]> => {
    const visitor = orderClient(server(), { salesonid: randomUUID() });
    const orderSheetId = await visitor.buy(`${(await plainItem(server())).id}||1||`);
    const sheet = await json<OrderSheet>(await visitor.sheet(orderSheetId));
    const mobile = `010${String(Date.now()).slice(-8)}`;
    const buyer = { userName: '박손님', mobile, email: 'guest@example.com' };
    const placed = await json<OrderPlaced>(await visitor.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, buyer, guestPassword: 'pw1234', guestTermsAgreed: true }));
    const { id } = await db().selectFrom('orders').select('id').where('orderCode', '=', placed.orderCode).executeTakeFirstOrThrow();
    return [
      { authorization: `Bearer ${await issueGuestToken(db(), id)}` },
      { authorization: `Bearer ${await issueGuestPhoneToken(db(), { buyerName: '박손님', buyerMobile: mobile })}` },
    ];
  };

  it('return-apply and exchange-apply on another member\'s real, delivered order code: 404, nothing recorded', async () => {
    const a = await memberWithEverything(server(), 'A');
    const b = await memberWithEverything(server(), 'B');
    const before = await holdings(a);
    const body = { orderCode: a.orderCode, claimReason: 'CHANGE_OF_MIND', shippingAskType: '1', ...SENDER, ...ACCOUNT };
    for (const headers of [b.member.headers, ...(await guestTokens())]) {
      for (const path of ['/api/order/return-apply', '/api/order/exchange-apply', '/api/order/refund-amount', '/api/order/confirm-purchase']) {
        const refused = await json<{ code: string }>(await post(path, { ...body, claimType: 'RETURN' }, headers), 404);
        assert.equal(refused.code, 'ORDER_NOT_FOUND', path);
      }
    }
    assert.deepEqual(await holdings(a), before);
    // The owner still can: the same body is a valid request.
    assert.equal((await json<{ orderStatus: string }>(await post('/api/order/return-apply', body, a.member.headers))).orderStatus, 'RETURN_REQUESTED');
  });

  it('a guest token reaches no member\'s reviews, addresses or questions: 401, nothing changed', async () => {
    const a = await memberWithEverything(server(), 'A');
    const before = await holdings(a);
    for (const guest of await guestTokens()) {
      const tries = [
        get('/api/mypage/reviews', guest), get('/api/shipping', guest), get('/api/qna/item-inquiry', guest),
        post('/api/mypage/review', { orderCode: a.orderCode, itemSequence: 0, score: 1, content: '남의 후기' }, guest),
        post(`/api/mypage/review/${a.reviewId}`, { score: 1, content: '바꿨다', images: [] }, guest),
        post(`/api/mypage/delete-review/${a.reviewId}`, {}, guest),
        post('/api/shipping', { ...ADDRESS, userDeliveryId: a.addressId, title: '바꿨다' }, guest),
        post('/api/shipping/delete', { userDeliveryId: a.addressId }, guest),
        post('/api/shipping/base-shipping', { userDeliveryId: a.addressId }, guest),
        post('/api/qna/delete-item-inquiry', { id: a.questionId }, guest),
      ];
      for (const answer of await Promise.all(tries)) assert.equal((await json<{ code: string }>(answer, 401)).code, 'UNAUTHORIZED');
    }
    assert.deepEqual(await holdings(a), before);
  });

  it('sequential ids of another member\'s reviews, addresses and questions: 404, nothing changed', async () => {
    const a = await memberWithEverything(server(), 'A');
    const b = await memberWithEverything(server(), 'B');
    const before = await holdings(a);
    const own = await holdings(b);
    // B counts down and up from their own ids: A's come right before, the next ones belong to nobody yet.
    const near = (mine: number, theirs: number) => [...new Set([theirs, mine - 1, mine + 1, mine + 2])].filter((n) => n > 0 && n !== mine);
    for (const id of near(b.reviewId, a.reviewId)) {
      assert.equal((await json<{ code: string }>(await post(`/api/mypage/review/${id}`, { score: 1, content: '바꿨다', images: [] }, b.member.headers), 404)).code, 'REVIEW_NOT_FOUND');
      assert.equal((await json<{ code: string }>(await post(`/api/mypage/delete-review/${id}`, {}, b.member.headers), 404)).code, 'REVIEW_NOT_FOUND');
    }
    for (const id of near(b.addressId, a.addressId)) {
      for (const [path, body] of [['/api/shipping', { ...ADDRESS, userDeliveryId: id, title: '바꿨다' }], ['/api/shipping/delete', { userDeliveryId: id }], ['/api/shipping/base-shipping', { userDeliveryId: id }]] as const) {
        assert.equal((await json<{ code: string }>(await post(path, body, b.member.headers), 404)).code, 'ADDRESS_NOT_FOUND', `${path} ${id}`);
      }
    }
    for (const id of near(b.questionId, a.questionId)) {
      assert.equal((await json<{ code: string }>(await post('/api/qna/delete-item-inquiry', { id }, b.member.headers), 404)).code, 'INQUIRY_NOT_FOUND');
    }
    // Nor do B's lists show any of A's.
    const reviews = await json<{ content: { itemReviewId: number }[] }>(await get('/api/mypage/reviews', b.member.headers));
    const addresses = await json<{ list: { userDeliveryId: number }[] }>(await get('/api/shipping', b.member.headers));
    const questions = await json<{ content: { id: number }[] }>(await get('/api/qna/item-inquiry', b.member.headers));
    assert.deepEqual([reviews.content.map((r) => r.itemReviewId), addresses.list.map((x) => x.userDeliveryId), questions.content.map((q) => q.id)], [[b.reviewId], [b.addressId], [b.questionId]]);
    assert.deepEqual(await holdings(a), before);
    assert.deepEqual(await holdings(b), own);
  });
}, { overrides: { operatorToken: OPERATOR } });
