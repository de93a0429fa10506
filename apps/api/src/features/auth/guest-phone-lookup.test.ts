import assert from 'node:assert/strict';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { bearer, lastSms, verifyPhone } from './lifecycle-helpers.ts';

let serial = 0;
async function order(server: TestServer, buyer: { name: string; phone: string; memberId?: number }): Promise<string> {
  const at = toSeoulTimestamp(Date.now());
  serial += 1;
  const orderCode = `GP${Date.now().toString(36)}${serial}`;
  await server.app.database.db.insertInto('orders').values({
    orderCode, ownerKey: buyer.memberId ? `M:${buyer.memberId}` : `V:visitor${serial}`, memberId: buyer.memberId ?? null, guestPasswordHash: 'x',
    buyerName: buyer.name, buyerMobile: buyer.phone, buyerEmail: 'g@example.com', status: 'PAYMENT_WAITING', paymentMethod: 'bank', totalItemPrice: 10000,
    totalItemSaleAmount: 10000, totalShippingAmount: 0, itemCouponDiscount: 0, cartCouponDiscount: 0, cartCouponUserId: null, pointAmount: 0, payAmount: 10000,
    earnPoint: 0, paymentDeadline: null, createdAt: at, updatedAt: at,
  }).execute();
  return orderCode;
}

describeEachDatabase('guest order lookup by name, phone and SMS code', (server) => {
  const post = (path: string, body?: unknown) => server().request(path, { method: 'POST', body });
  const get = (path: string, token: string) => server().request(path, { headers: bearer(token) });

  it('signs the guest in for exactly the guest orders of that name and phone, once per code', async () => {
    const phone = '01071110001';
    const mine = [await order(server(), { name: '김손님', phone }), await order(server(), { name: ' 김손님 ', phone })];
    const otherName = await order(server(), { name: '이손님', phone });
    const otherPhone = await order(server(), { name: '김손님', phone: '01071110002' });
    const member = await server().app.database.db.selectFrom('members').select('id').where('loginId', '=', 'demo01').executeTakeFirstOrThrow();
    const carried = await order(server(), { name: '김손님', phone, memberId: member.id });

    const requestToken = await verifyPhone(server(), '김손님', phone);
    const who = { userName: '김손님', phoneNumber: '010-7111-0001', requestToken };
    const answer = await json<{ token: string; orderCode: string; name: string }>(await post('/api/auth/guest-token-sms', who));
    assert.ok(answer.token.startsWith('guest.'));
    assert.equal(answer.name, '김손님');
    assert.equal(answer.orderCode, mine[1]);

    const listed = await json<{ list: { orderCode: string }[] }>(await get('/api/guest/orders', answer.token));
    assert.deepEqual(listed.list.map((o) => o.orderCode).sort(), [...mine].sort());
    // Another guest's order (another name on the phone, the name on another phone) and a member's order stay hidden.
    for (const code of [otherName, otherPhone, carried]) {
      assert.equal((await json(await get(`/api/guest/order-detail?orderCode=${code}`, answer.token), 404)).code, 'ORDER_NOT_FOUND');
    }
    // The guest token names no member.
    assert.equal((await json(await get('/api/order', answer.token), 401)).code, 'UNAUTHORIZED');

    // The verification was used up: the same code cannot sign in again.
    assert.equal((await json(await post('/api/auth/guest-token-sms', who), 400)).code, 'SMS_NOT_VERIFIED');
  });

  it('refuses unverified phones, wrong and expired codes, and phones without guest orders, in Korean', async () => {
    const phone = '01071110003';
    await order(server(), { name: '박손님', phone });
    const { requestToken } = await json<{ requestToken: string }>(await post('/api/auth/send-auth-number', { userName: '박손님', phoneNumber: phone }));
    const who = { userName: '박손님', phoneNumber: phone, requestToken };
    const notVerified = await json(await post('/api/auth/guest-token-sms', who), 400);
    assert.equal(notVerified.message, '휴대폰 인증을 먼저 완료해 주세요.');

    const code = /\[(\d{6})\]/.exec(await lastSms(server(), phone))?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    assert.equal((await json(await post('/api/auth/check-auth-number', { ...who, authNumber: wrong }), 400)).message, '인증번호가 일치하지 않습니다.');
    await server().app.database.db.updateTable('smsVerifications').set({ expiresAt: toSeoulTimestamp(Date.now() - 1000) }).where('requestToken', '=', requestToken).execute();
    const late = await json(await post('/api/auth/check-auth-number', { ...who, authNumber: code }), 400);
    assert.equal(late.message, '인증번호 입력 시간이 초과되었습니다. 인증번호를 다시 요청해 주세요.');
    assert.equal((await json(await post('/api/auth/guest-token-sms', who), 400)).code, 'SMS_NOT_VERIFIED');

    // A verified name and phone that placed no guest order.
    const none = await verifyPhone(server(), '최손님', phone);
    const empty = await json(await post('/api/auth/guest-token-sms', { userName: '최손님', phoneNumber: phone, requestToken: none }), 404);
    assert.equal(empty.code, 'ORDER_NOT_FOUND');
    assert.equal(empty.message, '입력하신 이름과 휴대폰번호로 주문한 비회원 주문 내역이 없습니다.');
    // The verification quoted with another name than the code was sent to is not a verification.
    const stolen = await json(await post('/api/auth/guest-token-sms', { userName: '박손님', phoneNumber: phone, requestToken: none }), 400);
    assert.equal(stolen.code, 'SMS_NOT_VERIFIED');
  });

  it('keeps the order-number lookup to its one order', async () => {
    const phone = '01071110004';
    const first = await order(server(), { name: '정손님', phone });
    await order(server(), { name: '정손님', phone });
    const row = await server().app.database.db.selectFrom('orders').select('id').where('orderCode', '=', first).executeTakeFirstOrThrow();
    const { issueGuestToken } = await import('../mypage/guest-token.ts');
    const token = await issueGuestToken(server().app.database.db, row.id);
    const listed = await json<{ list: { orderCode: string }[] }>(await get('/api/guest/orders', token));
    assert.deepEqual(listed.list.map((o) => o.orderCode), [first]);
  });
});
