import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import type { OrderDetail, OrderPlaced, OrderSheet } from '@shop/contracts';
import { createMember, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { issueGuestPhoneToken } from '../mypage/guest-token.ts';

const OPERATOR = 'operator-token-for-tests-0123456789';
type Failure = { status: number; code: string; message: string };

/** A guest's bank-transfer order placed by a browser of its own (visitor id), by `name` on `mobile`. */
async function guestOrder(server: TestServer, name: string, mobile: string): Promise<{ orderCode: string; visitor: string; itemId: number }> {
  const item = await plainItem(server);
  const visitor = randomUUID();
  const shopper = orderClient(server, { salesonid: visitor });
  const orderSheetId = await shopper.buy(`${item.id}||1||`);
  const sheet = await json<OrderSheet>(await shopper.sheet(orderSheetId));
  const buyer = { userName: name, mobile, email: 'guest@example.com' };
  const placed = await json<OrderPlaced>(await shopper.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, buyer, guestPassword: 'pw1234', guestTermsAgreed: true }));
  return { orderCode: placed.orderCode, visitor, itemId: item.id };
}

describeEachDatabase('주문취소 (POST /api/order/cancel): who may cancel, and only unpaid orders', (server) => {
  const db = () => server().app.database.db;
  const cancel = (orderCode: string, headers: Record<string, string>) => server().request('/api/order/cancel', { method: 'POST', body: { orderCode }, headers });
  const statusOf = async (orderCode: string) => (await db().selectFrom('orders').select('status').where('orderCode', '=', orderCode).executeTakeFirstOrThrow()).status;
  const stockOf = async (id: number) => (await db().selectFrom('items').select('stockQuantity').where('id', '=', id).executeTakeFirstOrThrow()).stockQuantity;

  it('a guest signed in by name, phone and SMS code cancels an unpaid order placed in another browser, and only their own', async () => {
    const mobile = `010${String(Date.now()).slice(-8)}`;
    const mine = await guestOrder(server(), '문손님', mobile);
    const otherName = await guestOrder(server(), '다른이', mobile);
    const token = await issueGuestPhoneToken(db(), { buyerName: '문손님', buyerMobile: mobile });
    // Another browser: the lookup's token, and a visitor id that placed nothing (or none at all).
    const elsewhere = { authorization: `Bearer ${token}`, salesonid: randomUUID() };
    for (const headers of [elsewhere, { authorization: `Bearer ${token}` }]) {
      const refused = await json<Failure>(await cancel(otherName.orderCode, headers), 404);
      assert.equal(refused.code, 'ORDER_NOT_FOUND');
    }
    const member = await createMember(server());
    const memberOrders = orderClient(server(), member.headers);
    const memberSheet = await memberOrders.buy(`${(await plainItem(server())).id}||1||`);
    const memberAmount = (await json<OrderSheet>(await memberOrders.calculate({ orderSheetId: memberSheet }))).orderPrice.orderPayAmount;
    const memberOrder = await json<OrderPlaced>(await memberOrders.save({ orderSheetId: memberSheet, expectedPayAmount: memberAmount }));
    assert.equal((await json<Failure>(await cancel(memberOrder.orderCode, elsewhere), 404)).code, 'ORDER_NOT_FOUND');

    const stock = await stockOf(mine.itemId);
    const cancelled = await json<OrderDetail>(await cancel(mine.orderCode, elsewhere));
    assert.deepEqual([cancelled.orderStatus, cancelled.orderStatusLabel], ['CANCELLED', '취소완료']);
    assert.equal(await stockOf(mine.itemId), stock + 1);
    assert.deepEqual([await statusOf(otherName.orderCode), await statusOf(memberOrder.orderCode)], ['WAITING_DEPOSIT', 'WAITING_DEPOSIT']);
    // A forged guest token is refused as a bad token, not treated as a visitor.
    assert.equal((await json<Failure>(await cancel(otherName.orderCode, { authorization: 'Bearer guest.forged', salesonid: otherName.visitor }), 401)).code, 'INVALID_TOKEN');
    // The browser that placed the order still cancels it as before.
    assert.equal((await json<OrderDetail>(await cancel(otherName.orderCode, { salesonid: otherName.visitor }))).orderStatus, 'CANCELLED');
  });

  it('a paid order is not cancelled here: a 409 in Korean pointing to 취소신청, nothing moves and no claim without a refund account', async () => {
    const member = await createMember(server());
    const orders = orderClient(server(), member.headers);
    const orderSheetId = await orders.buy(`${(await plainItem(server())).id}||1||`);
    const amount = (await json<OrderSheet>(await orders.calculate({ orderSheetId }))).orderPrice.orderPayAmount;
    const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: amount }));
    const advance = (to: string) => server().request('/api/operator/order/advance', { method: 'POST', body: { orderCode: placed.orderCode, to }, headers: { 'x-operator-token': OPERATOR } });
    const { id } = await db().selectFrom('orders').select('id').where('orderCode', '=', placed.orderCode).executeTakeFirstOrThrow();
    const claims = () => db().selectFrom('orderClaims').select(['refundBankName', 'refundAccountNo']).where('orderId', '=', id).execute();
    for (const to of ['PAID', 'PREPARING']) {
      await json(await advance(to));
      const refused = await json<Failure>(await orders.post('/api/order/cancel', { orderCode: placed.orderCode }), 409);
      assert.deepEqual(refused, { status: 409, code: 'ORDER_NOT_CANCELLABLE', message: '결제가 완료된 주문은 바로 취소할 수 없습니다. 취소신청에서 취소사유와 환불 정보를 입력해 주세요.' });
      assert.equal(await statusOf(placed.orderCode), to);
      assert.deepEqual(await claims(), []);
    }
    // 취소신청 is the way: it asks for the refund account of the bank transfer and records it on the claim.
    const noAccount = await json<Failure>(await orders.post('/api/order/cancel-apply', { orderCode: placed.orderCode, claimReason: 'CHANGE_OF_MIND' }), 400);
    assert.equal(noAccount.message, '환불계좌 정보를 입력해주세요.');
    const account = { returnBankName: 'KB국민은행', returnBankInName: '김데모', returnVirtualNo: '123-456-7890' };
    const applied = await json<OrderDetail>(await orders.post('/api/order/cancel-apply', { orderCode: placed.orderCode, claimReason: 'CHANGE_OF_MIND', ...account }));
    assert.equal(applied.orderStatus, 'CANCEL_REQUESTED');
    assert.deepEqual(await claims(), [{ refundBankName: 'KB국민은행', refundAccountNo: '123-456-7890' }]);
  });
}, { overrides: { operatorToken: OPERATOR } });
