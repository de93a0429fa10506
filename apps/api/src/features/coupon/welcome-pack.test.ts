import assert from 'node:assert/strict';
import type { MyCoupons, OrderSheet } from '@shop/contracts';
import { COUPONS } from '../../seed/community/coupon-data.ts';
import { orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { bearer, tryLogin, verifyPhone } from '../auth/lifecycle-helpers.ts';
import { welcomePhoneKey } from './welcome-pack.ts';

const PASSWORD = 'Welcome!2468a';
const WELCOME = COUPONS.filter((c) => c.issueKind === 'WELCOME');

function joinBody(requestToken: string, phone: string, loginId: string) {
  return {
    userName: '웰컴회원', phoneNumber: phone, requestToken, loginId, password: PASSWORD, passwordConfirm: PASSWORD, email: 'welcome@example.com',
    birthday: '19950505', gender: 'F', zipcode: '06236', address: '서울특별시 강남구 테헤란로 1', addressDetail: '101호', receiveSms: 'N', receiveEmail: 'N',
    agreedTerms: true, agreedPrivacy: true,
  };
}

describeEachDatabase('welcome coupon pack', (server) => {
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) => server().request(path, { method: 'POST', body, headers });

  async function join(phone: string, loginId: string) {
    const answer = await json<{ userId: number; welcomeCouponCount: number }>(await post('/api/auth/join', joinBody(await verifyPhone(server(), '웰컴회원', phone), phone, loginId)));
    const { token } = await json<{ token: string }>(await tryLogin(server(), loginId, PASSWORD, '10.40.0.1'));
    return { ...answer, headers: bearer(token) };
  }

  it('the seed advertises the pack it gives: three coupons worth at most 30,000 won', () => {
    assert.equal(WELCOME.length, 3);
    assert.equal(WELCOME.reduce((sum, c) => sum + (c.payType === '1' ? c.pay : c.maxDiscount), 0), 30_000);
  });

  it('a new member finds the pack in the wallet, and the first order sheet picks it with 최대 혜택', async () => {
    const member = await join('01040400001', 'welcome001');
    assert.equal(member.welcomeCouponCount, 3);
    const wallet = await json<MyCoupons>(await server().request('/api/coupon?page=1&size=10&complete=N', { headers: member.headers }));
    assert.deepEqual(wallet.couponPageResponse.content.map((c) => c.couponName).sort(), WELCOME.map((c) => c.name).sort());
    // Never offered for download (my page) nor downloadable by id.
    const downloadable = await json<{ list: { couponId: number }[] }>(await server().request('/api/coupon/downloadable', { headers: member.headers }));
    assert.ok(downloadable.list.every((c) => !WELCOME.some((w) => w.id === c.couponId)));
    assert.equal((await json(await post('/api/coupon/download', { couponId: WELCOME[0]?.id }, member.headers), 400)).code, 'COUPON_NOT_ISSUABLE');

    const item = await plainItem(server(), 60_000);
    const orders = orderClient(server(), member.headers);
    const sheet = await json<OrderSheet>(await orders.sheet(await orders.buy(`${item.id}||1||`)));
    const names = sheet.bestBenefit.explanation.map((e) => e.label).join(' ');
    assert.match(names, /신규 회원/);
    assert.ok(sheet.bestBenefit.totalDiscount >= 10_000);
    // The sign-up address is the default delivery address of the sheet.
    assert.deepEqual(sheet.userDeliveryList.map((a) => [a.zipcode, a.address, a.addressDetail, a.defaultFlag]), [['06236', '서울특별시 강남구 테헤란로 1', '101호', 'Y']]);
  });

  it('once per phone: a phone that joins again after closing its account gets no second pack', async () => {
    const first = await join('01040400002', 'welcome002');
    assert.equal(first.welcomeCouponCount, 3);
    await json(await post('/api/auth/secede', { password: PASSWORD, leaveReason: 'ETC', etcReason: '다시 가입' }, first.headers));
    const again = await join('01040400002', 'welcome003');
    assert.equal(again.welcomeCouponCount, 0);
    const wallet = await json<MyCoupons>(await server().request('/api/coupon?page=1&size=10&complete=N', { headers: again.headers }));
    assert.equal(wallet.availableCount, 0);
    // The phone number itself is not kept for this, only its hash.
    const grant = await server().app.database.db.selectFrom('welcomeGrants').selectAll().where('memberId', '=', first.userId).executeTakeFirstOrThrow();
    assert.equal(grant.phoneKey, welcomePhoneKey('010-4040-0002'));
    assert.doesNotMatch(grant.phoneKey, /01040400002/);
  });

  it('no pack while no welcome coupon is being issued', async () => {
    const db = server().app.database.db;
    const ids = WELCOME.map((c) => c.id);
    const before = await db.selectFrom('coupons').select(['id', 'issueEndDate']).where('id', 'in', ids).execute();
    await db.updateTable('coupons').set({ issueEndDate: '20000101000000' }).where('id', 'in', ids).execute();
    try {
      assert.equal((await join('01040400004', 'welcome004')).welcomeCouponCount, 0);
    } finally {
      for (const c of before) await db.updateTable('coupons').set({ issueEndDate: c.issueEndDate }).where('id', '=', c.id).execute();
    }
  });
});
