import assert from 'node:assert/strict';
import type { OrderClaim, OrderDetail, OrderPlaced, OrderSheet, Page } from '@shop/contracts';
import { createMember, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { MAX_ATTEMPTS, sendDueNotifications } from './dispatch.ts';
import { createSolapiSender, solapiAuthorization, type MessageSender, type OutgoingMessage } from './message-sender.ts';

const OPERATOR = 'operator-token-for-tests-0123456789';
const outbox: OutgoingMessage[] = [];
const capture: MessageSender = { send: async (m) => (outbox.push(m), { ok: true, channel: 'ALIMTALK' }) };
const GUEST_PASSWORD = 'secret-order-pw-77';
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function guestBankOrder(server: TestServer) {
  const item = await plainItem(server);
  const orders = orderClient(server, { salesonid: `notify-guest-${Date.now()}` });
  const orderSheetId = await orders.buy(`${item.id}||1||`);
  const sheet = await json<OrderSheet>(await orders.sheet(orderSheetId));
  const placed = await json<OrderPlaced>(await orders.save({
    orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, buyer: { userName: 'Kim', mobile: '010-5555-1234', email: 'kim@example.com' },
    guestPassword: GUEST_PASSWORD, guestTermsAgreed: true,
  }));
  return placed;
}

describeEachDatabase('notifications at every step', (server) => {
  const advance = (orderCode: string, to: string, extra: Record<string, string> = {}) =>
    server().request('/api/operator/order/advance', { method: 'POST', body: { orderCode, to, ...extra }, headers: { 'x-operator-token': OPERATOR } });
  const sendNow = () => sendDueNotifications(server().app.database, capture, Date.now() + 1000);
  const textsTo = (phone: string, orderCode: string) => outbox.filter((m) => m.to === phone && m.text.includes(orderCode)).map((m) => m.text);

  it('tells a guest the account, amount and deadline, then payment, shipment with tracking and delivery, each once; never the order password', async () => {
    const placed = await guestBankOrder(server());
    await sendNow();
    const [deposit] = textsTo('01055551234', placed.orderCode);
    assert.match(deposit ?? '', new RegExp(`주문번호: ${placed.orderCode}[\\s\\S]*입금계좌: ${placed.bank?.bankName} ${placed.bank?.accountNumber}[\\s\\S]*입금기한: \\d{4}-\\d{2}-\\d{2} 23:59까지`));
    assert.ok(deposit?.includes(`${placed.payAmount.toLocaleString('ko-KR')}원`));
    await json(await advance(placed.orderCode, 'PAID'));
    assert.equal((await advance(placed.orderCode, 'PAID')).status, 409);
    await json(await advance(placed.orderCode, 'PREPARING'));
    await json(await advance(placed.orderCode, 'SHIPPING', { deliveryCompanyName: 'CJ대한통운', deliveryNumber: '123456789012' }));
    await json(await advance(placed.orderCode, 'DELIVERED'));
    await sendNow();
    await sendNow();
    const texts = textsTo('01055551234', placed.orderCode);
    assert.equal(texts.length, 4);
    assert.match(texts[1] ?? '', /결제가 완료되었습니다/);
    assert.match(texts[2] ?? '', /택배사: CJ대한통운\n송장번호: 123456789012\n배송조회: https:\/\/trace\.cjlogistics\.com\/.*123456789012/);
    assert.match(texts[3] ?? '', /배송이 완료되었습니다/);
    for (const text of texts) assert.ok(!text.includes(GUEST_PASSWORD));
    const rows = await server().app.database.db.selectFrom('notifications').innerJoin('orders', 'orders.id', 'notifications.orderId')
      .select(['notifications.event', 'notifications.status', 'notifications.channel']).where('orders.orderCode', '=', placed.orderCode).orderBy('notifications.id').execute();
    assert.deepEqual(rows.map((r) => [r.event, r.status, r.channel]), [
      ['DEPOSIT_ACCOUNT', 'SENT', 'ALIMTALK'], ['PAYMENT_CONFIRMED', 'SENT', 'ALIMTALK'], ['SHIPPED', 'SENT', 'ALIMTALK'], ['DELIVERED', 'SENT', 'ALIMTALK'],
    ]);
  });

  it('tells a claim of some lines accepted or refused once per claim (with its items), and nothing when the shopper withdraws', async () => {
    const member = await createMember(server());
    await server().app.database.db.updateTable('members').set({ phone: '01066661111' }).where('id', '=', member.id).execute();
    const first = await plainItem(server(), 5000);
    const second = await server().app.database.db.selectFrom('items').selectAll().where('id', '!=', first.id).where('itemOptionType', 'is', null).where('itemType', '=', '1')
      .where('stockQuantity', '>=', 20).where('orderMinQuantity', '=', 1).where('soldOutFlag', '=', 'N').where('presentPrice', '>=', 5000).orderBy('id').executeTakeFirstOrThrow();
    const orders = orderClient(server(), member.headers);
    const orderSheetId = await orders.buy(`${first.id}||1||`, `${second.id}||1||`);
    const sheet = await json<OrderSheet>(await orders.sheet(orderSheetId));
    const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount }));
    const detail = await json<OrderDetail>(await orders.detail(placed.orderCode));
    const seq = (name: string) => detail.item.find((i) => i.itemName === name)?.itemSequence ?? -1;
    const claimCodes = async (type: string) => (await json<Page<OrderClaim>>(await server().request(`/api/order/claims?claimType=${type}`, { headers: member.headers }))).content
      .filter((c) => c.orderCode === placed.orderCode).map((c) => c.claimCode);
    const claim = (claimCode: string, action: string) => server().request('/api/operator/claim/advance', { method: 'POST', body: { claimCode, action }, headers: { 'x-operator-token': OPERATOR } });
    const account = { returnBankName: 'KB국민은행', returnBankInName: 'Kim', returnVirtualNo: '123-456-7890' };
    const cancelSecond = { orderCode: placed.orderCode, claimReason: 'WRONG_ORDER', claimItems: [{ itemSequence: seq(second.name), quantity: 1 }], ...account };
    await json(await advance(placed.orderCode, 'PAID'));
    await sendNow();
    const seen = textsTo('01066661111', placed.orderCode).length;

    // A partial cancel refused by the operator, asked again and accepted (refunded to the account).
    await json(await orders.post('/api/order/cancel-apply', cancelSecond));
    const [refused] = await claimCodes('CANCEL');
    await json(await claim(refused ?? '', 'WITHDRAW'));
    await json(await orders.post('/api/order/cancel-apply', cancelSecond));
    const accepted = (await claimCodes('CANCEL')).find((c) => c !== refused) ?? '';
    await json(await claim(accepted, 'COMPLETE'));
    assert.equal((await claim(accepted, 'COMPLETE')).status, 409);
    // A partial return the shopper withdraws themselves: no message; the next one is refused with the order's whole request.
    await json(await advance(placed.orderCode, 'PREPARING'));
    await json(await advance(placed.orderCode, 'SHIPPING', { deliveryCompanyName: 'CJ대한통운', deliveryNumber: '123456789012' }));
    await json(await advance(placed.orderCode, 'DELIVERED'));
    const returnFirst = { orderCode: placed.orderCode, claimReason: 'DEFECT', shippingAskType: '1', senderName: 'Kim', senderMobile: '010-6666-1111', senderZipcode: '06236', senderAddress: 'Teheran-ro 1', senderAddressDetail: '101', ...account };
    await json(await orders.post('/api/order/return-apply', returnFirst));
    const [own] = await claimCodes('RETURN');
    await json(await orders.post('/api/order/claim-withdraw', { claimCode: own }));
    await json(await orders.post('/api/order/return-apply', returnFirst));
    const whole = (await claimCodes('RETURN')).find((c) => c !== own) ?? '';
    assert.equal((await json<OrderDetail>(await orders.detail(placed.orderCode))).orderStatus, 'RETURN_REQUESTED');
    await json(await advance(placed.orderCode, 'DELIVERED'));
    await sendNow();
    await sendNow();

    const texts = textsTo('01066661111', placed.orderCode).slice(seen);
    const claimTexts = texts.filter((t) => /요청이 (승인|거부)되었습니다|환불이 완료/.test(t));
    assert.equal(claimTexts.length, 4, claimTexts.join('\n---\n'));
    assert.match(claimTexts[0] ?? '', new RegExp(`취소 요청이 거부되었습니다[\\s\\S]*신청상품: ${esc(second.name)} 1개$`));
    assert.match(claimTexts[1] ?? '', new RegExp(`취소 요청이 승인되었습니다[\\s\\S]*신청상품: ${esc(second.name)} 1개$`));
    assert.match(claimTexts[2] ?? '', new RegExp(`환불이 완료되었습니다[\\s\\S]*신청상품: ${esc(second.name)} 1개\\n환불금액: [\\d,]+원`));
    assert.match(claimTexts[3] ?? '', new RegExp(`반품 요청이 거부되었습니다[\\s\\S]*신청상품: ${esc(first.name)} 1개$`));
    const rows = await server().app.database.db.selectFrom('notifications').innerJoin('orders', 'orders.id', 'notifications.orderId')
      .select(['notifications.event', 'notifications.eventKey']).where('orders.orderCode', '=', placed.orderCode).where('notifications.event', 'like', 'CLAIM_%').orderBy('notifications.id').execute();
    assert.deepEqual(rows.map((r) => [r.event, r.eventKey]), [['CLAIM_REFUSED', refused], ['CLAIM_ACCEPTED', accepted], ['CLAIM_REFUSED', whole]]);
  });

  it('retries a failed send and gives up after the last attempt', async () => {
    const member = await createMember(server());
    const item = await plainItem(server());
    const orders = orderClient(server(), member.headers);
    const orderSheetId = await orders.buy(`${item.id}||1||`);
    const sheet = await json<OrderSheet>(await orders.sheet(orderSheetId));
    const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount }));
    const { db } = server().app.database;
    const order = await db.selectFrom('orders').select('id').where('orderCode', '=', placed.orderCode).executeTakeFirstOrThrow();
    await db.updateTable('members').set({ phone: '01077770000' }).where('id', '=', member.id).execute();
    let calls = 0;
    const down: MessageSender = { send: async () => ((calls += 1), { ok: false, reason: 'down' }) };
    const far = Date.now() + 10 * 86_400_000;
    // Each round a minute later than the last, past any backoff (1 ms doubling): the stored times have whole seconds,
    // so one fixed `now` near the end of a second would leave the next attempt in the following second.
    for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) await sendDueNotifications(server().app.database, down, far + i * 60_000, 1);
    const row = await db.selectFrom('notifications').selectAll().where('orderId', '=', order.id).executeTakeFirstOrThrow();
    assert.deepEqual({ status: row.status, attempts: row.attempts, calls }, { status: 'FAILED', attempts: MAX_ATTEMPTS, calls: MAX_ATTEMPTS });
  });
}, { overrides: { operatorToken: OPERATOR, messageSender: capture } });

it('Solapi: 알림톡 with the event\'s template (SMS fallback by Solapi), SMS without one, HMAC authorization', async () => {
  const sent: { url: string; auth: string; body: { message: Record<string, unknown> } }[] = [];
  const fake = (async (url: string, init: RequestInit) => {
    sent.push({ url, auth: String((init.headers as Record<string, string>).authorization), body: JSON.parse(String(init.body)) });
    return new Response('{}', { status: 200 });
  }) as typeof fetch;
  const solapi = createSolapiSender({ apiKey: 'KEY', apiSecret: 'SECRET', sender: '02-123-4567', pfId: 'PF1', templates: { SHIPPED: 'TPL_SHIP' }, fetch: fake, clock: () => 0 });
  assert.deepEqual(await solapi.send({ to: '010-1234-5678', event: 'SHIPPED', text: 'hi' }), { ok: true, channel: 'ALIMTALK' });
  assert.deepEqual(await solapi.send({ to: '010-1234-5678', event: 'DELIVERED', text: 'hi' }), { ok: true, channel: 'SMS' });
  assert.equal(sent[0]?.url, 'https://api.solapi.com/messages/v4/send');
  assert.deepEqual(sent[0]?.body.message, { to: '01012345678', from: '021234567', text: 'hi', kakaoOptions: { pfId: 'PF1', templateId: 'TPL_SHIP', disableSms: false } });
  assert.equal(sent[1]?.body.message.kakaoOptions, undefined);
  const salt = /salt=([0-9a-f]+)/.exec(sent[0]?.auth ?? '')?.[1] ?? '';
  assert.equal(sent[0]?.auth, solapiAuthorization('KEY', 'SECRET', '1970-01-01T00:00:00.000Z', salt));
  assert.ok(!sent[0]?.auth.includes('SECRET'));
});
