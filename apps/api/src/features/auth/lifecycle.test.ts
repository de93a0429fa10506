import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from '../../seed/data/members.ts';
import { randomUUID } from 'node:crypto';
import type { OrderPlaced, OrderSheet } from '@shop/contracts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { orderClient, plainItem } from '../../testing/order-helpers.ts';
import { autoConfirmOrders } from '../order/auto-confirm.ts';
import { CLAIM_REASON_STATE, confirmOrder } from '../mypage/claims.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { bearer, lastSms, tryLogin, verifyPhone } from './lifecycle-helpers.ts';

const NEW_PASSWORD = 'Fresh!24680a';

function joinBody(requestToken: string, phone: string, overrides: Record<string, unknown> = {}) {
  return {
    userName: '신규회원', phoneNumber: phone, requestToken, loginId: `new${phone.slice(-6)}`, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD,
    email: 'new@example.com', birthday: '19950505', gender: 'M', zipcode: '06236', address: '서울', addressDetail: '1층',
    receiveSms: 'Y', receiveEmail: 'N', agreedTerms: true, agreedPrivacy: true, ...overrides,
  };
}

const OPERATOR = 'operator-token-for-lifecycle-tests-0123';

/** A guest's bank-transfer order of one plain item, placed through the API by a visitor of its own. */
async function guestOrder(server: TestServer, phone: string): Promise<{ orderCode: string; id: number; earnPoint: number }> {
  const item = await plainItem(server);
  const orders = orderClient(server, { salesonid: randomUUID() });
  const orderSheetId = await orders.buy(`${item.id}||1||`);
  const sheet = await json<OrderSheet>(await orders.calculate({ orderSheetId, itemCoupons: [], usePoint: 0 }));
  const placed = await json<OrderPlaced>(await orders.save({
    orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount,
    buyer: { userName: '신규회원', mobile: phone, email: 'guest@example.com' }, guestPassword: 'guest1234', guestTermsAgreed: true,
  }));
  const row = await server.app.database.db.selectFrom('orders').select(['id', 'earnPoint']).where('orderCode', '=', placed.orderCode).executeTakeFirstOrThrow();
  return { orderCode: placed.orderCode, ...row };
}

describeEachDatabase('member lifecycle', (server) => {
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) => server().request(path, { method: 'POST', body, headers });

  it('registers through SMS: wrong code refused, the right one verifies once, the new id signs in', async () => {
    const phone = '01070000001';
    const { requestToken } = await json<{ requestToken: string }>(await post('/api/auth/send-auth-number', { userName: '신규회원', phoneNumber: '010-7000-0001' }));
    const code = /\[(\d{6})\]/.exec(await lastSms(server(), phone))?.[1] ?? '';
    assert.match(code, /^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const who = { userName: '신규회원', phoneNumber: phone, requestToken };
    assert.equal((await json(await post('/api/auth/check-auth-number', { ...who, authNumber: wrong }), 400)).message, '인증번호가 일치하지 않습니다.');
    // Not verified yet: sign-up refused.
    assert.equal((await json(await post('/api/auth/join', joinBody(requestToken, phone)), 400)).code, 'SMS_NOT_VERIFIED');
    await json(await post('/api/auth/check-auth-number', { ...who, authNumber: code }));
    assert.deepEqual(await json(await post('/api/auth/check-account-join', who)), { status: 200, guestOrderCount: 0 });
    assert.deepEqual(await json(await post('/api/auth/user/duplicate', { loginId: 'new000001' })), { duplicated: 'N' });
    const joined = await json<{ userId: number }>(await post('/api/auth/join', joinBody(requestToken, phone)));
    assert.ok(joined.userId > 0);
    assert.deepEqual(await json(await post('/api/auth/user/duplicate', { loginId: 'new000001' })), { duplicated: 'Y' });
    // The verification was used up.
    assert.equal((await json(await post('/api/auth/join', joinBody(requestToken, phone, { loginId: 'other0001' })), 400)).code, 'SMS_NOT_VERIFIED');
    const login = await json<{ token: string; code?: string }>(await tryLogin(server(), 'new000001', NEW_PASSWORD));
    assert.equal(login.code, undefined);
    // The phone is a member now: a second sign-up is refused.
    const again = await verifyPhone(server(), '신규회원', phone);
    assert.equal((await json(await post('/api/auth/check-account-join', { ...who, requestToken: again }), 409)).code, 'ALREADY_MEMBER');
  });

  it('limits SMS codes: attempts, expiry and sends per phone', async () => {
    const phone = '01070000002';
    const { requestToken } = await json<{ requestToken: string }>(await post('/api/auth/send-auth-number', { userName: '가', phoneNumber: phone }));
    const code = /\[(\d{6})\]/.exec(await lastSms(server(), phone))?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const who = { userName: '가', phoneNumber: phone, requestToken };
    for (let i = 0; i < 5; i += 1) assert.equal((await json(await post('/api/auth/check-auth-number', { ...who, authNumber: wrong }), 400)).code, 'SMS_CODE_MISMATCH');
    assert.equal((await json(await post('/api/auth/check-auth-number', { ...who, authNumber: code }), 400)).code, 'SMS_TOO_MANY_ATTEMPTS');

    const second = await json<{ requestToken: string }>(await post('/api/auth/send-auth-number', { userName: '가', phoneNumber: phone }));
    const secondCode = /\[(\d{6})\]/.exec(await lastSms(server(), phone))?.[1] ?? '';
    await server().app.database.db.updateTable('smsVerifications').set({ expiresAt: toSeoulTimestamp(Date.now() - 1000) }).where('requestToken', '=', second.requestToken).execute();
    const late = await json(await post('/api/auth/check-auth-number', { ...who, requestToken: second.requestToken, authNumber: secondCode }), 400);
    assert.equal(late.message, '인증번호 입력 시간이 초과되었습니다. 인증번호를 다시 요청해 주세요.');

    for (let i = 0; i < 3; i += 1) await json(await post('/api/auth/send-auth-number', { userName: '가', phoneNumber: phone }));
    const tooMany = await json(await post('/api/auth/send-auth-number', { userName: '가', phoneNumber: phone }), 429);
    assert.equal(tooMany.code, 'SMS_TOO_MANY');
  });

  it('refuses under-14 sign-ups, and impossible birthdays with their own message', async () => {
    const phone = '01070000003';
    const token = await verifyPhone(server(), '신규회원', phone);
    const young = toSeoulTimestamp(Date.now() - 10 * 365 * 86_400_000).slice(0, 8);
    const refused = await json(await post('/api/auth/join', joinBody(token, phone, { birthday: young })), 400);
    assert.deepEqual(refused, { status: 400, code: 'UNDER_14', message: '만 14세 미만은 회원가입을 할 수 없습니다.' });
    for (const birthday of ['19900231', '19910229', '19901301']) {
      const impossible = await json(await post('/api/auth/join', joinBody(token, phone, { birthday })), 400);
      assert.deepEqual(impossible, { status: 400, code: 'INVALID_BIRTHDAY', message: '존재하지 않는 날짜입니다. 생년월일을 다시 확인해 주세요.' });
    }
    // 29 February of a leap year is a birthday.
    assert.equal((await json<{ userId: number }>(await post('/api/auth/join', joinBody(token, phone, { birthday: '20000229' })))).userId > 0, true);
  });

  it('carries the phone\'s guest orders into the new account; each earns its points once, when it is confirmed', async () => {
    const phone = '01070000004';
    const { db } = server().app.database;
    const operator = async (orderCode: string, ...states: string[]) => {
      for (const to of states) {
        const extra = to === 'SHIPPING' ? { deliveryCompanyName: 'CJ대한통운', deliveryNumber: '555' } : {};
        await json(await post('/api/operator/order/advance', { orderCode, to, ...extra }, { 'x-operator-token': OPERATOR }));
      }
    };
    const paid = await guestOrder(server(), phone);
    const unpaid = await guestOrder(server(), phone);
    const paidThenCancelled = await guestOrder(server(), phone);
    const confirmedAsGuest = await guestOrder(server(), phone);
    const delivered = await guestOrder(server(), phone);
    assert.ok(paid.earnPoint > 0);
    await operator(paid.orderCode, 'PAID');
    await operator(paidThenCancelled.orderCode, 'PAID');
    // A guest order delivered over 14 days ago is confirmed by the automatic confirmation: no member to earn yet.
    await operator(confirmedAsGuest.orderCode, 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED');
    await db.updateTable('orders').set({ deliveredAt: toSeoulTimestamp(Date.now() - 15 * 86_400_000) }).where('id', '=', confirmedAsGuest.id).execute();
    assert.equal(await autoConfirmOrders(server().app.database, Date.now()), 1);
    await operator(delivered.orderCode, 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED');
    // The automatic confirmation reads this order while it is still a guest's (it confirms it after the sign-up below).
    const readBeforeSignUp = await db.selectFrom('orders').selectAll().where('id', '=', delivered.id).executeTakeFirstOrThrow();

    const token = await verifyPhone(server(), '신규회원', phone);
    assert.equal((await json(await post('/api/auth/check-account-join', { userName: '신규회원', phoneNumber: phone, requestToken: token }))).guestOrderCount, 5);
    const joined = await json<{ userId: number; carriedOrders: number; creditedPoint: number }>(
      await post('/api/auth/join', joinBody(token, phone, { carryGuestOrders: true })));
    // Only the order confirmed before the sign-up is credited now.
    assert.deepEqual([joined.carriedOrders, joined.creditedPoint], [5, confirmedAsGuest.earnPoint]);
    const balance = async () => (await db.selectFrom('memberPoints').select('balance').where('memberId', '=', joined.userId).executeTakeFirst())?.balance ?? 0;
    assert.equal(await balance(), confirmedAsGuest.earnPoint);
    const owners = await db.selectFrom('orders').select(['memberId', 'ownerKey']).where('buyerMobile', '=', phone).execute();
    assert.deepEqual(new Set(owners.map((o) => `${o.memberId} ${o.ownerKey}`)), new Set([`${joined.userId} M:${joined.userId}`]));

    const member = bearer((await json<{ token: string }>(await tryLogin(server(), 'new000004', NEW_PASSWORD, '10.0.4.1'))).token);
    // 구매확정 in the account earns the carried order's points, once.
    await operator(paid.orderCode, 'PREPARING', 'SHIPPING', 'DELIVERED');
    await json(await post('/api/order/confirm-purchase', { orderCode: paid.orderCode }, member));
    assert.equal(await balance(), confirmedAsGuest.earnPoint + paid.earnPoint);
    assert.equal((await post('/api/order/confirm-purchase', { orderCode: paid.orderCode }, member)).status, 409);
    // The automatic confirmation that read the order before it moved credits its new owner.
    assert.equal(await confirmOrder(server().app.database, readBeforeSignUp, CLAIM_REASON_STATE.AUTO_CONFIRMED, Date.now()), true);
    assert.equal(await balance(), confirmedAsGuest.earnPoint + paid.earnPoint + delivered.earnPoint);
    assert.equal(await autoConfirmOrders(server().app.database, Date.now() + 30 * 86_400_000), 0);

    // Cancelling a carried unpaid or paid order never leaves points behind.
    await json(await post('/api/order/cancel', { orderCode: unpaid.orderCode }, member));
    await json(await post('/api/order/cancel-apply', {
      orderCode: paidThenCancelled.orderCode, claimReason: 'CHANGE_OF_MIND', returnBankName: 'KB국민은행', returnBankInName: '신규회원', returnVirtualNo: '123-456-7890',
    }, member));
    await operator(paidThenCancelled.orderCode, 'CANCELLED');
    assert.equal(await balance(), confirmedAsGuest.earnPoint + paid.earnPoint + delivered.earnPoint);
    const earned = await db.selectFrom('pointLedger').select(['orderId', 'amount']).where('memberId', '=', joined.userId).orderBy('orderId').execute();
    assert.deepEqual(earned.map((e) => [e.orderId, e.amount]), [[paid.id, paid.earnPoint], [confirmedAsGuest.id, confirmedAsGuest.earnPoint], [delivered.id, delivered.earnPoint]]);
  });

  it('records when the terms and the privacy policy were agreed and which versions; opt-in dates only for a yes', async () => {
    const { db } = server().app.database;
    // A version announced for the future is not the one agreed to today.
    await db.insertInto('policyVersions').values({ policyType: 'terms-of-service', title: '이용약관', effectiveDate: '20991231', document: '{}', createdAt: toSeoulTimestamp(Date.now()) }).execute();
    const inForce = async (policyType: string) => (await db.selectFrom('policyVersions').select('id').where('policyType', '=', policyType).where('effectiveDate', '=', '20260101').executeTakeFirstOrThrow()).id;
    const phone = '01070000006';
    const before = toSeoulTimestamp(Date.now());
    const token = await verifyPhone(server(), '신규회원', phone);
    const { userId } = await json<{ userId: number }>(await post('/api/auth/join', joinBody(token, phone, { receiveSms: 'Y', receiveEmail: 'N' })));
    const row = await db.selectFrom('members').select(['termsAgreedAt', 'termsVersionId', 'privacyAgreedAt', 'privacyVersionId', 'receiveSms', 'receiveSmsDate', 'receiveEmail', 'receiveEmailDate'])
      .where('id', '=', userId).executeTakeFirstOrThrow();
    assert.ok(row.termsAgreedAt && row.termsAgreedAt >= before, 'the terms were agreed at sign-up');
    assert.equal(row.privacyAgreedAt, row.termsAgreedAt);
    assert.deepEqual([row.termsVersionId, row.privacyVersionId], [await inForce('terms-of-service'), await inForce('privacy-policy')]);
    assert.deepEqual([row.receiveSms, row.receiveSmsDate, row.receiveEmail, row.receiveEmailDate], ['Y', row.termsAgreedAt, 'N', null]);
  });

  it('locks an id for the address after 5 failures and an address after 20, with one message that never reveals the id', async () => {
    for (let i = 0; i < 5; i += 1) assert.equal((await json(await tryLogin(server(), 'demo02', 'Wrong!pass123', '10.1.0.1'), 401)).code, 'BAD_CREDENTIALS');
    const locked = await json(await tryLogin(server(), 'demo02', DEMO_PASSWORD, '10.1.0.1'), 429);
    assert.deepEqual(locked, { status: 429, code: 'LOGIN_LOCKED', message: '로그인 시도 횟수를 초과했습니다. 10분 후에 다시 시도해 주세요.' });
    for (let i = 0; i < 5; i += 1) await json(await tryLogin(server(), 'nobody77', 'Wrong!pass123', '10.1.0.3'), 401);
    assert.deepEqual(await json(await tryLogin(server(), 'nobody77', 'Wrong!pass123', '10.1.0.3'), 429), locked);
    // The owner from another address is not locked out; a window that passed frees the first address.
    await json(await tryLogin(server(), 'demo02', DEMO_PASSWORD, '10.1.0.2'));
    await server().app.database.db.deleteFrom('loginFailures').where('throttleKey', '=', 'id:demo02|ip:10.1.0.1').execute();
    await json(await tryLogin(server(), 'demo02', DEMO_PASSWORD, '10.1.0.1'));

    for (let i = 0; i < 20; i += 1) await json(await tryLogin(server(), `guess${i}`, 'Wrong!pass123', '10.2.0.1'), 401);
    assert.equal((await json(await tryLogin(server(), 'demo01', DEMO_PASSWORD, '10.2.0.1'), 429)).code, 'LOGIN_LOCKED');
  });

  it('logout ends the token on the server; a password change ends the other sessions', async () => {
    const first = await json<{ token: string }>(await tryLogin(server(), 'demo01', DEMO_PASSWORD, '10.3.0.1'));
    await json(await post('/api/auth/logout', undefined, bearer(first.token)));
    assert.equal((await json(await server().request('/api/auth/auth-me', { headers: bearer(first.token) }), 401)).code, 'INVALID_TOKEN');

    const a = await json<{ token: string }>(await tryLogin(server(), 'demo01', DEMO_PASSWORD, '10.3.0.1'));
    const b = await json<{ token: string }>(await tryLogin(server(), 'demo01', DEMO_PASSWORD, '10.3.0.1'));
    const wrong = await json(await post('/api/auth/change-password', { originalPassword: 'nope', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, bearer(a.token)), 400);
    assert.equal(wrong.code, 'WRONG_PASSWORD');
    const mismatch = await json(await post('/api/auth/change-password', { originalPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: 'x' }, bearer(a.token)), 400);
    assert.equal(mismatch.message, '비밀번호가 일치하지 않습니다.');
    await json(await post('/api/auth/change-password', { originalPassword: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, bearer(a.token)));
    await json(await server().request('/api/auth/auth-me', { headers: bearer(a.token) }));
    assert.equal((await server().request('/api/auth/auth-me', { headers: bearer(b.token) })).status, 401);
    assert.equal((await tryLogin(server(), 'demo01', DEMO_PASSWORD, '10.3.0.2')).status, 401);
    await json(await tryLogin(server(), 'demo01', NEW_PASSWORD, '10.3.0.2'));
  });

  it('finds the id (masked, the full id by SMS) and resets the password to a temporary one', async () => {
    const phone = '01023456789'; // demo02 (이쇼핑)
    const token = await verifyPhone(server(), '이쇼핑', phone);
    const who = { userName: '이쇼핑', phoneNumber: phone, requestToken: token };
    assert.deepEqual(await json(await post('/api/auth/find-id', who)), { userName: '이쇼핑', loginIds: ['de**02'] });
    await json(await post('/api/auth/send-login-id', who));
    assert.match(await lastSms(server(), phone), /아이디는 demo02 입니다/);
    assert.equal((await json(await post('/api/auth/send-login-id', who), 400)).code, 'SMS_NOT_VERIFIED');

    const session = await json<{ token: string }>(await tryLogin(server(), 'demo02', DEMO_PASSWORD, '10.4.0.1'));
    const resetToken = await verifyPhone(server(), '이쇼핑', phone);
    assert.equal((await json(await post('/api/auth/find-password-step1', { ...who, requestToken: resetToken, loginId: 'demo01' }), 404)).code, 'MEMBER_NOT_FOUND');
    const retry = await verifyPhone(server(), '이쇼핑', phone);
    await json(await post('/api/auth/find-password-step1', { ...who, requestToken: retry, loginId: 'demo02' }));
    const temporary = /비밀번호는 (\S+) 입니다/.exec(await lastSms(server(), phone))?.[1] ?? '';
    assert.equal(temporary.length, 12);
    assert.equal((await server().request('/api/auth/auth-me', { headers: bearer(session.token) })).status, 401);
    const temp = await json<{ token: string; code?: string }>(await tryLogin(server(), 'demo02', temporary, '10.4.0.1'));
    assert.equal(temp.code, 'TEMP_PASSWORD');
    assert.equal((await json(await post('/api/auth/delay-change-password', undefined, bearer(temp.token)), 400)).code, 'TEMP_PASSWORD_MUST_CHANGE');
    await json(await post('/api/auth/change-password', { originalPassword: temporary, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, bearer(temp.token)));
    assert.equal((await json<{ code?: string }>(await tryLogin(server(), 'demo02', NEW_PASSWORD, '10.4.0.1'))).code, undefined);
  });

  it('an expired password is extended, a dormant member reactivates after SMS', async () => {
    const expired = await json<{ token: string; code?: string }>(await tryLogin(server(), 'expired01', DEMO_PASSWORD, '10.5.0.1'));
    assert.equal(expired.code, 'PASSWORD_EXPIRED');
    await json(await post('/api/auth/delay-change-password', undefined, bearer(expired.token)));
    assert.equal((await json<{ code?: string }>(await tryLogin(server(), 'expired01', DEMO_PASSWORD, '10.5.0.1'))).code, undefined);

    const sleepy = await json<{ token: string; code?: string }>(await tryLogin(server(), 'sleepy01', DEMO_PASSWORD, '10.5.0.1'));
    assert.equal(sleepy.code, 'SLEEP_USER');
    const otherPhone = await verifyPhone(server(), '박휴면', '01099990000');
    const mismatch = await json(await post('/api/auth/reactivate-dormant', { userName: '박휴면', phoneNumber: '01099990000', requestToken: otherPhone }, bearer(sleepy.token)), 400);
    assert.equal(mismatch.code, 'PHONE_MISMATCH');
    const token = await verifyPhone(server(), '박휴면', '01034567890');
    await json(await post('/api/auth/reactivate-dormant', { userName: '박휴면', phoneNumber: '010-3456-7890', requestToken: token }, bearer(sleepy.token)));
    assert.equal((await json<{ code?: string }>(await tryLogin(server(), 'sleepy01', DEMO_PASSWORD, '10.5.0.1'))).code, undefined);
  });

  it('closing the account forfeits points, ends every session and refuses the id', async () => {
    const phone = '01070000005';
    const verified = await verifyPhone(server(), '신규회원', phone);
    const { userId } = await json<{ userId: number }>(await post('/api/auth/join', joinBody(verified, phone)));
    await server().app.database.db.insertInto('memberPoints').values({ memberId: userId, balance: 1500 }).execute();
    const a = await json<{ token: string }>(await tryLogin(server(), 'new000005', NEW_PASSWORD, '10.6.0.1'));
    const b = await json<{ token: string }>(await tryLogin(server(), 'new000005', NEW_PASSWORD, '10.6.0.1'));
    assert.deepEqual(await json(await server().request('/api/auth/secede', { headers: bearer(a.token) })), { loginId: 'new000005', point: 1500, couponCount: 3, snsFlag: 'N' });
    assert.equal((await json(await post('/api/auth/secede', { password: 'nope', leaveReason: 'PRICE' }, bearer(a.token)), 400)).code, 'WRONG_PASSWORD');
    await json(await post('/api/auth/secede', { password: NEW_PASSWORD, leaveReason: 'ETC', etcReason: '자주 이용하지 않아요' }, bearer(a.token)));
    for (const t of [a.token, b.token]) assert.equal((await server().request('/api/auth/auth-me', { headers: bearer(t) })).status, 401);
    assert.equal((await json(await tryLogin(server(), 'new000005', NEW_PASSWORD, '10.6.0.1'), 401)).code, 'BAD_CREDENTIALS');
    assert.equal((await server().app.database.db.selectFrom('memberPoints').select('balance').where('memberId', '=', userId).executeTakeFirstOrThrow()).balance, 0);
    assert.deepEqual(await json(await post('/api/auth/user/duplicate', { loginId: 'new000005' })), { duplicated: 'Y' });
  });
}, { overrides: { operatorToken: OPERATOR } });
