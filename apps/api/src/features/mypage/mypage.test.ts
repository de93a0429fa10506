import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import type { MyPoints, OrderClaim, OrderDetail, OrderList, OrderPlaced, OrderSheet, Page, RefundPreview } from '@shop/contracts';
import { createMember, grantCoupon, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import sharp from 'sharp';
import { largeJpeg, SAMPLE_FILES } from '../storage/sample-files.ts';
import { CONTENT_CHANNEL } from '@shop/shared-state';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { REVIEWS_CHANGED } from './routes.ts';

/** A real 2×2 PNG (the resizer must be able to read review photos). */
const PNG = new Uint8Array(await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00' } }).png().toBuffer());

/** Uploads photos as a form does (multipart) and answers the response. */
function uploadPhotos(server: TestServer, headers: Headers, area: string, files: { name: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  form.append('area', area);
  for (const f of files) form.append('photos', new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  return fetch(`${server.baseUrl}/api/mypage/photos`, { method: 'POST', headers, body: form });
}

const OPERATOR = 'operator-token-for-tests-0123456789';
type Headers = Record<string, string>;

async function fails(response: Response, status: number, code: string, message?: string) {
  const body = await json<{ code: string; message: string }>(response, status);
  assert.equal(body.code, code);
  if (message) assert.equal(body.message, message);
}

/** A member's bank-transfer order of one item (3,000 points: 1,000 used, one coupon). */
async function memberOrder(server: TestServer, options: { coupon?: boolean; points?: number } = {}) {
  const member = await createMember(server, 3000);
  const item = await plainItem(server, 31_000);
  const orders = orderClient(server, member.headers);
  const orderSheetId = await orders.buy(`${item.id}||1||`);
  const coupon = options.coupon ? await grantCoupon(server, member.id, 1) : undefined;
  const itemCoupons = coupon ? [{ itemSequence: 0, couponUserId: coupon }] : [];
  const usePoint = options.points ?? 0;
  const sheet = await json<OrderSheet>(await orders.calculate({ orderSheetId, itemCoupons, usePoint }));
  const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, itemCoupons, usePoint }));
  return { member, item, placed, coupon, post: orders.post, get: (path: string) => server.request(path, { headers: member.headers }) };
}

function operator(server: TestServer, token = OPERATOR) {
  return (orderCode: string, to: string, extra: Record<string, string> = {}) =>
    server.request('/api/operator/order/advance', { method: 'POST', body: { orderCode, to, ...extra }, headers: { 'x-operator-token': token } });
}

const ACCOUNT = { returnBankName: 'KB국민은행', returnBankInName: '김데모', returnVirtualNo: '123-456-7890' };
const SENDER = { senderName: '김데모', senderMobile: '010-1234-5678', senderZipcode: '06236', senderAddress: '서울 강남구 테헤란로 1', senderAddressDetail: '101호' };

describeEachDatabase('my page', (server) => {
  const db = () => server().app.database.db;
  const advance = (code: string, to: string, extra?: Record<string, string>) => operator(server())(code, to, extra);

  it('lists orders by period and keyword with their buttons, counts them per state and cancels an unpaid one at once', async () => {
    const o = await memberOrder(server(), { coupon: true, points: 1000 });
    const list = await json<OrderList>(await o.get('/api/order'));
    assert.equal(list.content.length, 1);
    assert.deepEqual(list.content[0]?.actions, ['CANCEL']);
    const word = o.item.name.slice(0, 3);
    assert.equal((await json<OrderList>(await o.get(`/api/order?query=${encodeURIComponent(word)}`))).content.length, 1);
    assert.equal((await json<OrderList>(await o.get('/api/order?query=zzzznothing'))).content.length, 0);
    assert.equal((await json<OrderList>(await o.get(`/api/order?orderCode=${o.placed.orderCode}`))).content[0]?.orderCode, o.placed.orderCode);
    assert.equal((await json<OrderList>(await o.get('/api/order?searchStartDate=2001-01-01&searchEndDate=2001-12-31'))).content.length, 0);
    const dash = await json<{ orderCounts: { status: string; count: number }[]; point: number; loginId: string; cartQuantity: number }>(await o.get('/api/mypage'));
    assert.equal(dash.orderCounts.find((c) => c.status === 'WAITING_DEPOSIT')?.count, 1);
    const cart = await json<{ totalQuantity: number }>(await o.get('/api/cart/count'));
    assert.equal(dash.cartQuantity, cart.totalQuantity);
    assert.equal(dash.loginId, (await json<{ loginId: string }>(await o.get('/api/auth/auth-me'))).loginId);
    assert.equal(dash.point, 2000);
    const cancelled = await json<OrderDetail>(await o.post('/api/order/cancel', { orderCode: o.placed.orderCode }));
    assert.equal(cancelled.orderStatus, 'CANCELLED');
    const after = await json<{ point: number; couponCount: number }>(await o.get('/api/mypage'));
    assert.equal(after.point, 3000);
    assert.equal(after.couponCount, 1);
  });

  it('asks to cancel a paid order with a live refund preview; the operator completes it and the account refund is recorded', async () => {
    const o = await memberOrder(server(), { points: 1000 });
    await json(await advance(o.placed.orderCode, 'PAID'));
    const preview = await json<RefundPreview>(await o.post('/api/order/refund-amount', { orderCode: o.placed.orderCode, claimType: 'CANCEL' }));
    assert.equal(preview.totalReturnAmount, o.placed.payAmount);
    assert.equal(preview.restorePoint, 1000);
    assert.equal(preview.writeBankInfo, true);
    await fails(await o.post('/api/order/cancel-apply', { orderCode: o.placed.orderCode, claimReason: 'CHANGE_OF_MIND' }), 400, 'CLAIM_INPUT_REQUIRED', '환불계좌 정보를 입력해주세요.');
    await fails(await o.post('/api/order/cancel-apply', { orderCode: o.placed.orderCode, claimReason: 'ETC', ...ACCOUNT }), 400, 'CLAIM_INPUT_REQUIRED', '상세 사유를 입력해 주세요.');
    const applied = await json<OrderDetail>(await o.post('/api/order/cancel-apply', { orderCode: o.placed.orderCode, claimReason: 'CHANGE_OF_MIND', ...ACCOUNT }));
    assert.equal(applied.orderStatusLabel, '취소요청');
    await fails(await o.post('/api/order/cancel-apply', { orderCode: o.placed.orderCode, claimReason: 'CHANGE_OF_MIND', ...ACCOUNT }), 409, 'CLAIM_NOT_ALLOWED');
    await fails(await operator(server(), 'wrong-token-wrong-token-wrong')(o.placed.orderCode, 'CANCELLED'), 401, 'OPERATOR_ONLY');
    const done = await json<OrderDetail>(await advance(o.placed.orderCode, 'CANCELLED'));
    assert.equal(done.orderStatus, 'CANCELLED');
    assert.equal(done.paymentList[0]?.paymentType, '2');
    const claims = await json<Page<OrderClaim>>(await o.get('/api/order/claims?claimType=CANCEL'));
    assert.equal(claims.content[0]?.refundStatus, 'REFUNDED');
    assert.equal(claims.content[0]?.refundAmount, o.placed.payAmount);
    const points = await json<MyPoints>(await o.get('/api/mypage/points?pointType=EARN_POINT'));
    assert.equal(points.userPoint, 3000);
    assert.ok(points.pointPageResponse.content.some((p) => p.reason === 'ORDER_RESTORE' && p.point === 1000));
  });

  it('confirms a delivered order (points earned once) and takes one review per line with points once, shown on the item at once', async () => {
    const o = await memberOrder(server());
    for (const to of ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED']) await json(await advance(o.placed.orderCode, to, to === 'SHIPPING' ? { deliveryCompanyName: 'CJ대한통운', deliveryNumber: '555' } : {}));
    const listed = await json<OrderList>(await o.get('/api/order'));
    assert.deepEqual(listed.content[0]?.actions, ['CONFIRM', 'RETURN_APPLY', 'EXCHANGE_APPLY', 'TRACKING']);
    assert.match(listed.content[0]?.trackingUrl ?? '', /555$/);
    assert.equal(listed.content[0]?.items[0]?.writeReviewFlag, 'Y');
    const confirmed = await json<OrderDetail>(await o.post('/api/order/confirm-purchase', { orderCode: o.placed.orderCode }));
    assert.equal(confirmed.orderStatus, 'CONFIRMED');
    await fails(await o.post('/api/order/confirm-purchase', { orderCode: o.placed.orderCode }), 409, 'CLAIM_NOT_ALLOWED');
    const before = (await db().selectFrom('items').select(['reviewCount']).where('id', '=', o.item.id).executeTakeFirstOrThrow()).reviewCount;
    await fails(await uploadPhotos(server(), {}, 'reviews', [{ name: 'a.png', bytes: PNG }]), 401, 'UNAUTHORIZED');
    await fails(await uploadPhotos(server(), o.member.headers, 'reviews', [{ name: 'a.pdf', bytes: SAMPLE_FILES.pdf }]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await fails(await uploadPhotos(server(), o.member.headers, 'reviews', [{ name: 'broken.png', bytes: SAMPLE_FILES.png }]), 415, 'UNSUPPORTED_MEDIA_TYPE', 'broken.png: 사진을 읽을 수 없습니다. jpg, png, gif 사진을 올려 주세요.');
    await fails(await uploadPhotos(server(), o.member.headers, 'reviews', [{ name: 'big.jpg', bytes: largeJpeg(5 * 1024 * 1024 + 1) }]), 413, 'PAYLOAD_TOO_LARGE');
    const { list: photos } = await json<{ list: string[] }>(await uploadPhotos(server(), o.member.headers, 'reviews', [{ name: 'a.png', bytes: PNG }]));
    assert.match(photos[0] ?? '', /^\/upload\/reviews\/[\w-]{21}\.png$/);
    assert.equal((await server().request(photos[0] ?? '')).status, 200);
    const review = { orderCode: o.placed.orderCode, itemSequence: 0, score: 4, content: '잘 받았습니다. 튼튼해요.', images: photos };
    const written = await json<{ itemReviewId: number; earnedPoint: number }>(await o.post('/api/mypage/review', review));
    assert.equal(written.earnedPoint, 2000);
    await fails(await o.post('/api/mypage/review', review), 409, 'REVIEW_ALREADY_WRITTEN');
    const onItem = await json<{ content: { itemReviewId: number; content: string }[] }>(await server().request(`/api/item/reviews?itemUserCode=${o.item.itemUserCode}&orderBy=CREATED_DATE`));
    assert.equal(onItem.content[0]?.itemReviewId, written.itemReviewId);
    const wall = await json<{ content: { itemReviewId: number; images: string[] }[] }>(await server().request('/api/display/reviews?photoFlag=Y&size=5'));
    assert.deepEqual(wall.content.find((r) => r.itemReviewId === written.itemReviewId)?.images, photos);
    assert.equal((await db().selectFrom('items').select(['reviewCount']).where('id', '=', o.item.id).executeTakeFirstOrThrow()).reviewCount, before + 1);
    const points = await json<MyPoints>(await o.get('/api/mypage/points'));
    assert.equal(points.userPoint, 3000 + confirmed.totalEarnPoint + 2000);
    // Another member cannot edit or delete it; the writer can.
    const other = await createMember(server());
    const asOther = (path: string, body?: unknown) => server().request(path, { method: 'POST', body, headers: other.headers });
    await fails(await asOther(`/api/mypage/review/${written.itemReviewId}`, { score: 1, content: 'x' }), 404, 'REVIEW_NOT_FOUND');
    await fails(await asOther(`/api/mypage/delete-review/${written.itemReviewId}`), 404, 'REVIEW_NOT_FOUND');
    await fails(await asOther('/api/mypage/review', review), 404, 'ORDER_NOT_FOUND');
    await json(await o.post(`/api/mypage/review/${written.itemReviewId}`, { score: 5, content: '수정했어요', images: [] }));
    const mine = await json<Page<{ content: string; score: number }>>(await o.get('/api/mypage/reviews'));
    assert.deepEqual([mine.content[0]?.content, mine.content[0]?.score], ['수정했어요', 5]);
    await json(await o.post(`/api/mypage/delete-review/${written.itemReviewId}`, {}));
    assert.equal((await json<Page<unknown>>(await o.get('/api/mypage/reviews'))).content.length, 0);
    // Deleted: the line may be reviewed again, but its points were paid once.
    const again = await json<{ earnedPoint: number }>(await o.post('/api/mypage/review', review));
    assert.equal(again.earnedPoint, 0);
    assert.equal((await json<MyPoints>(await o.get('/api/mypage/points'))).userPoint, 3000 + confirmed.totalEarnPoint + 2000);
  });

  it('announces each review write, edit and delete to every shell (content channel), and nothing for a refused one', async () => {
    const heard: string[] = [];
    server().app.sharedState.subscribe(CONTENT_CHANNEL, (message) => heard.push(message));
    const o = await memberOrder(server());
    const review = { orderCode: o.placed.orderCode, itemSequence: 0, score: 5, content: '좋아요' };
    await fails(await o.post('/api/mypage/review', review), 400, 'REVIEW_NOT_ALLOWED');
    for (const to of ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED']) await json(await advance(o.placed.orderCode, to));
    heard.length = 0;
    const { itemReviewId } = await json<{ itemReviewId: number }>(await o.post('/api/mypage/review', review));
    await json(await o.post(`/api/mypage/review/${itemReviewId}`, { score: 4, content: '고쳤어요', images: [] }));
    await fails(await o.post(`/api/mypage/delete-review/${itemReviewId + 1000}`, {}), 404, 'REVIEW_NOT_FOUND');
    await json(await o.post(`/api/mypage/delete-review/${itemReviewId}`, {}));
    assert.deepEqual(heard, [REVIEWS_CHANGED, REVIEWS_CHANGED, REVIEWS_CHANGED]);
  });

  it('refuses reviews before delivery', async () => {
    const o = await memberOrder(server());
    await fails(await o.post('/api/mypage/review', { orderCode: o.placed.orderCode, itemSequence: 0, score: 5, content: '좋아요' }), 400, 'REVIEW_NOT_ALLOWED');
  });

  it('refuses a review on day 91 after the order (the stored order date), and takes one on day 89', async () => {
    const late = await memberOrder(server());
    const onTime = await memberOrder(server());
    for (const o of [late, onTime]) for (const to of ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED']) await json(await advance(o.placed.orderCode, to));
    const ordered = (days: number) => toSeoulTimestamp(Date.now() - days * 86_400_000);
    await db().updateTable('orders').set({ createdAt: ordered(91) }).where('orderCode', '=', late.placed.orderCode).execute();
    await db().updateTable('orders').set({ createdAt: ordered(89) }).where('orderCode', '=', onTime.placed.orderCode).execute();
    const review = (o: typeof late) => o.post('/api/mypage/review', { orderCode: o.placed.orderCode, itemSequence: 0, score: 5, content: '늦었지만 좋아요' });
    await fails(await review(late), 400, 'REVIEW_NOT_ALLOWED', '후기 작성 기간(주문 후 90일)이 지났습니다.');
    assert.equal((await db().selectFrom('itemReviews').select('id').where('memberId', '=', late.member.id).execute()).length, 0);
    assert.equal((await json<{ earnedPoint: number }>(await review(onTime))).earnedPoint, 1000);
    // The order list offers 후기작성 only where it would be taken.
    assert.equal((await json<OrderList>(await late.get('/api/order'))).content[0]?.items[0]?.writeReviewFlag, 'N');
  });

  it('returns a delivered order: photos, self-ship needs a tracking number, the fee is deducted, refund and points come back', async () => {
    const o = await memberOrder(server(), { points: 1000 });
    for (const to of ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED']) await json(await advance(o.placed.orderCode, to));
    const preview = await json<RefundPreview>(await o.post('/api/order/refund-amount', { orderCode: o.placed.orderCode, claimType: 'RETURN', claimReason: 'CHANGE_OF_MIND' }));
    const detail = await json<OrderDetail>(await o.get(`/api/order/detail?orderCode=${o.placed.orderCode}`));
    const fee = detail.totalShippingAmount === 0 ? 6000 : 3000;
    assert.equal(preview.returnFee, fee);
    assert.equal(preview.totalReturnAmount, o.placed.payAmount - fee);
    const defect = await json<RefundPreview>(await o.post('/api/order/refund-amount', { orderCode: o.placed.orderCode, claimType: 'RETURN', claimReason: 'DEFECT' }));
    assert.equal(defect.returnFee, 0);
    const { list: photos } = await json<{ list: string[] }>(await uploadPhotos(server(), o.member.headers, 'claims', [{ name: 'a.png', bytes: PNG }]));
    const body = { orderCode: o.placed.orderCode, claimReason: 'CHANGE_OF_MIND', shippingAskType: '2', ...SENDER, ...ACCOUNT, images: photos };
    await fails(await o.post('/api/order/return-apply', body), 400, 'CLAIM_INPUT_REQUIRED', '송장번호를 입력하세요.');
    await fails(await o.post('/api/order/return-apply', { ...body, images: ['https://evil.example/x.png'] }), 400, 'BAD_REQUEST');
    const applied = await json<OrderDetail>(await o.post('/api/order/return-apply', { ...body, shippingCompanyName: 'CJ대한통운', shippingNumber: '1234-5678' }));
    assert.equal(applied.orderStatusLabel, '반품요청');
    const done = await json<OrderDetail>(await advance(o.placed.orderCode, 'RETURNED'));
    assert.equal(done.orderStatusLabel, '반품완료');
    const claims = await json<Page<OrderClaim>>(await o.get('/api/order/claims?claimType=RETURN'));
    assert.deepEqual([claims.content[0]?.refundAmount, claims.content[0]?.returnFee, claims.content[0]?.refundStatus, claims.content[0]?.images],
      [o.placed.payAmount - fee, fee, 'REFUNDED', photos]);
    assert.equal((await json<MyPoints>(await o.get('/api/mypage/points'))).userPoint, 3000);
  });

  it('requires the sender (반송지) of a pickup with the spec\'s messages; a parcel the shopper ships needs none', async () => {
    const o = await memberOrder(server());
    for (const to of ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED']) await json(await advance(o.placed.orderCode, to));
    const pickup = { orderCode: o.placed.orderCode, claimReason: 'DEFECT', shippingAskType: '1', ...SENDER, ...ACCOUNT };
    const { id } = await db().selectFrom('orders').select('id').where('orderCode', '=', o.placed.orderCode).executeTakeFirstOrThrow();
    const claims = () => db().selectFrom('orderClaims').select(['senderName', 'senderMobile', 'senderAddress', 'shippingNumber']).where('orderId', '=', id).execute();
    const missing = [
      { senderName: '' }, { senderName: '   ' }, { senderMobile: '' }, { senderMobile: '--' }, { senderZipcode: '' }, { senderAddress: ' ' },
      { senderName: undefined, senderMobile: undefined, senderZipcode: undefined, senderAddress: undefined, senderAddressDetail: undefined },
    ];
    for (const path of ['/api/order/return-apply', '/api/order/exchange-apply']) {
      for (const blank of missing) await fails(await o.post(path, { ...pickup, ...blank }), 400, 'CLAIM_INPUT_REQUIRED', '반송지 정보를 입력해주세요.');
      await fails(await o.post(path, { ...pickup, senderMobile: '010-12' }), 400, 'CLAIM_INPUT_REQUIRED', '휴대폰번호를 정확히 입력해주세요.');
      await fails(await o.post(path, { ...pickup, senderMobile: '010-1234-567a' }), 400, 'CLAIM_INPUT_REQUIRED', '휴대폰번호를 정확히 입력해주세요.');
    }
    assert.deepEqual(await claims(), []);
    // Shipped by the shopper: the carrier and number, no sender needed (a phone given must still be one).
    const selfShip = { orderCode: o.placed.orderCode, claimReason: 'DEFECT', shippingAskType: '2', shippingCompanyName: 'CJ대한통운', shippingNumber: '1234-5678', ...ACCOUNT };
    await fails(await o.post('/api/order/return-apply', { ...selfShip, senderMobile: '12345' }), 400, 'CLAIM_INPUT_REQUIRED', '휴대폰번호를 정확히 입력해주세요.');
    assert.equal((await json<OrderDetail>(await o.post('/api/order/return-apply', selfShip))).orderStatus, 'RETURN_REQUESTED');
    assert.deepEqual(await claims(), [{ senderName: null, senderMobile: null, senderAddress: null, shippingNumber: '1234-5678' }]);
  });

  it('refuses returns outside the 7-day window and before delivery', async () => {
    const o = await memberOrder(server());
    const body = { orderCode: o.placed.orderCode, claimReason: 'DEFECT', shippingAskType: '1', ...SENDER, ...ACCOUNT };
    await fails(await o.post('/api/order/return-apply', body), 409, 'CLAIM_NOT_ALLOWED');
    for (const to of ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED']) await json(await advance(o.placed.orderCode, to));
    await db().updateTable('orders').set({ deliveredAt: '20000101000000' }).where('orderCode', '=', o.placed.orderCode).execute();
    await fails(await o.post('/api/order/return-apply', body), 409, 'CLAIM_NOT_ALLOWED', '배송완료 후 7일이 지나 반품/교환을 신청할 수 없습니다.');
    const exchange = await json<OrderDetail>(await advance(o.placed.orderCode, 'CONFIRMED'));
    assert.equal(exchange.orderStatus, 'CONFIRMED');
  });

  it('sends an exchange\'s replacement to the order\'s receiver by default, or to the address given; shown on the claim', async () => {
    const o = await memberOrder(server());
    for (const to of ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED']) await json(await advance(o.placed.orderCode, to));
    const body = { orderCode: o.placed.orderCode, claimReason: 'SIZE_COLOR', shippingAskType: '1', ...SENDER };
    const office = { exchangeReceiveName: '김회사', exchangeReceiveMobile: '010-5555-6666', exchangeZipcode: '04524', exchangeAddress: '서울 중구 세종대로 110', exchangeAddressDetail: '3층' };
    await fails(await o.post('/api/order/exchange-apply', { ...body, exchangeAddressDetail: '3층' }), 400, 'CLAIM_INPUT_REQUIRED', '교환상품을 받으실 배송지 정보를 입력해주세요.');
    await fails(await o.post('/api/order/exchange-apply', { ...body, ...office, exchangeAddress: ' ' }), 400, 'CLAIM_INPUT_REQUIRED', '교환상품을 받으실 배송지 정보를 입력해주세요.');
    await fails(await o.post('/api/order/exchange-apply', { ...body, ...office, exchangeReceiveMobile: '010-55' }), 400, 'CLAIM_INPUT_REQUIRED', '휴대폰번호를 정확히 입력해주세요.');
    await fails(await o.post('/api/order/exchange-apply', { ...body, ...office, exchangeZipcode: '0452' }), 400, 'BAD_REQUEST');
    const claims = async () => (await json<Page<OrderClaim>>(await o.get('/api/order/claims?claimType=EXCHANGE'))).content;
    assert.deepEqual(await claims(), []);

    // Nothing given: the order's own receiver, copied onto the claim.
    await json(await o.post('/api/order/exchange-apply', body));
    const [first] = await claims();
    const { receiveName, receiveMobile, zipcode, address, addressDetail } = await db().selectFrom('orderAddresses').innerJoin('orders', 'orders.id', 'orderAddresses.orderId')
      .select(['receiveName', 'receiveMobile', 'zipcode', 'address', 'addressDetail']).where('orders.orderCode', '=', o.placed.orderCode).executeTakeFirstOrThrow();
    assert.deepEqual(first?.exchangeAddress, { receiveName, receiveMobile: receiveMobile.replace(/\D/g, ''), zipcode, address, addressDetail });
    assert.equal((await json<Page<OrderClaim>>(await o.get('/api/order/claims?claimType=RETURN'))).content.length, 0);

    // Withdrawn, then asked again with another address: that one is kept.
    await json(await o.post('/api/order/claim-withdraw', { claimCode: first?.claimCode }));
    await json(await o.post('/api/order/exchange-apply', { ...body, ...office }));
    const [second] = await claims();
    assert.deepEqual(second?.exchangeAddress, { receiveName: '김회사', receiveMobile: '01055556666', zipcode: '04524', address: '서울 중구 세종대로 110', addressDetail: '3층' });
  });

  it('withdraws a request the shop turns down: the claim reads 철회 and nothing is refunded', async () => {
    const o = await memberOrder(server());
    for (const to of ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED']) await json(await advance(o.placed.orderCode, to));
    await json(await o.post('/api/order/exchange-apply', { orderCode: o.placed.orderCode, claimReason: 'DEFECT', shippingAskType: '1', ...SENDER }));
    assert.equal((await json<OrderDetail>(await advance(o.placed.orderCode, 'DELIVERED'))).orderStatus, 'DELIVERED');
    const claims = await json<Page<OrderClaim>>(await o.get('/api/order/claims?claimType=EXCHANGE'));
    assert.deepEqual([claims.content[0]?.status, claims.content[0]?.statusLabel], ['WITHDRAWN', '교환철회']);
  });

  it('signs a guest in by order number and password; the guest sees and cancels only that order', async () => {
    const item = await plainItem(server());
    const visitor = orderClient(server(), { salesonid: randomUUID() });
    const sheetId = await visitor.buy(`${item.id}||1||`);
    const sheet = await json<OrderSheet>(await visitor.sheet(sheetId));
    const buyer = { userName: '박손님', mobile: '010-9876-5432', email: 'guest@example.com' };
    const placed = await json<OrderPlaced>(await visitor.save({ orderSheetId: sheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, buyer, guestPassword: 'pw1234', guestTermsAgreed: true }));
    await fails(await server().request('/api/auth/guest-token', { method: 'POST', body: { orderCode: placed.orderCode, guestPassword: 'wrong1' } }), 404, 'ORDER_NOT_FOUND');
    const { token, name } = await json<{ token: string; name: string }>(await server().request('/api/auth/guest-token', { method: 'POST', body: { orderCode: placed.orderCode, guestPassword: 'pw1234' } }));
    assert.equal(name, '박손님');
    const guest: Headers = { authorization: `Bearer ${token}` };
    const list = await json<{ list: { orderCode: string; actions: string[] }[] }>(await server().request('/api/guest/orders', { headers: guest }));
    assert.deepEqual(list.list.map((o) => [o.orderCode, o.actions]), [[placed.orderCode, ['CANCEL']]]);
    const member = await memberOrder(server());
    await fails(await server().request(`/api/guest/order-detail?orderCode=${member.placed.orderCode}`, { headers: guest }), 404, 'ORDER_NOT_FOUND');
    await fails(await server().request('/api/order/cancel', { method: 'POST', body: { orderCode: member.placed.orderCode }, headers: guest }), 404, 'ORDER_NOT_FOUND');
    await fails(await server().request('/api/order', { headers: guest }), 401, 'UNAUTHORIZED');
    await fails(await member.get(`/api/guest/order-detail?orderCode=${placed.orderCode}`), 401, 'UNAUTHORIZED');
    await fails(await member.post('/api/order/refund-amount', { orderCode: placed.orderCode, claimType: 'CANCEL' }), 404, 'ORDER_NOT_FOUND');
    await fails(await server().request('/api/guest/orders', { headers: { authorization: 'Bearer guest.forged' } }), 401, 'INVALID_TOKEN');
    const cancelled = await json<OrderDetail>(await server().request('/api/order/cancel', { method: 'POST', body: { orderCode: placed.orderCode }, headers: guest }));
    assert.equal(cancelled.orderStatus, 'CANCELLED');
  });

  it('keeps members out of each other\'s orders and claims, with guessed and sequential codes', async () => {
    const a = await memberOrder(server());
    const b = await memberOrder(server());
    for (const path of ['/api/order/refund-amount', '/api/order/confirm-purchase', '/api/order/cancel-apply', '/api/order/cancel']) {
      const response = await b.post(path, { orderCode: a.placed.orderCode, claimType: 'CANCEL', claimReason: 'CHANGE_OF_MIND', ...ACCOUNT });
      assert.equal(response.status, 404, path);
    }
    await fails(await b.get(`/api/order/detail?orderCode=${a.placed.orderCode}`), 404, 'ORDER_NOT_FOUND');
    assert.equal((await json<OrderList>(await b.get('/api/order'))).content.every((o) => o.orderCode !== a.placed.orderCode), true);
    assert.equal((await json<Page<OrderClaim>>(await b.get('/api/order/claims?claimType=CANCEL'))).content.length, 0);
  });

  it('keeps an address book with exactly one default', async () => {
    const m = await createMember(server());
    const post = (path: string, body: unknown) => server().request(path, { method: 'POST', body, headers: m.headers });
    const list = async () => (await json<{ list: { userDeliveryId: number; defaultFlag: string; title: string }[] }>(await server().request('/api/shipping', { headers: m.headers }))).list;
    const entry = { title: '집', userName: '김데모', mobile: '010-1234-5678', zipcode: '06236', address: '서울 강남구 테헤란로 1', addressDetail: '101호' };
    const home = await json<{ userDeliveryId: number; defaultFlag: string }>(await post('/api/shipping', entry));
    assert.equal(home.defaultFlag, 'Y');
    const office = await json<{ userDeliveryId: number; defaultFlag: string }>(await post('/api/shipping', { ...entry, title: '회사' }));
    assert.equal(office.defaultFlag, 'N');
    await json(await post('/api/shipping/base-shipping', { userDeliveryId: office.userDeliveryId }));
    assert.deepEqual((await list()).map((a) => [a.title, a.defaultFlag]), [['회사', 'Y'], ['집', 'N']]);
    await json(await post('/api/shipping', { ...entry, userDeliveryId: home.userDeliveryId, title: '본가', defaultFlag: 'Y' }));
    assert.deepEqual((await list()).filter((a) => a.defaultFlag === 'Y').map((a) => a.title), ['본가']);
    await fails(await post('/api/shipping', { ...entry, zipcode: '12' }), 400, 'BAD_REQUEST');
    const other = await createMember(server());
    const asOther = (path: string, body: unknown) => server().request(path, { method: 'POST', body, headers: other.headers });
    await fails(await asOther('/api/shipping/delete', { userDeliveryId: home.userDeliveryId }), 404, 'ADDRESS_NOT_FOUND');
    await fails(await asOther('/api/shipping', { ...entry, userDeliveryId: home.userDeliveryId }), 404, 'ADDRESS_NOT_FOUND');
    await fails(await asOther('/api/shipping/base-shipping', { userDeliveryId: home.userDeliveryId }), 404, 'ADDRESS_NOT_FOUND');
    await json(await post('/api/shipping/delete', { userDeliveryId: home.userDeliveryId }));
    assert.deepEqual((await list()).map((a) => [a.title, a.defaultFlag]), [['회사', 'Y']]);
  });

  it('lists my coupons by tab and registers an offline code once', async () => {
    const m = await createMember(server());
    await db().updateTable('coupons').set({ offlineCode: 'WELCOME2026' }).where('id', '=', 1).execute();
    const post = (path: string, body: unknown) => server().request(path, { method: 'POST', body, headers: m.headers });
    await fails(await post('/api/coupon/exchange-offline-coupon', { offlineCode: 'NOPE' }), 404, 'OFFLINE_COUPON_NOT_FOUND');
    await json(await post('/api/coupon/exchange-offline-coupon', { offlineCode: 'welcome2026' }));
    await fails(await post('/api/coupon/exchange-offline-coupon', { offlineCode: 'WELCOME2026' }), 400, 'ALREADY_DOWNLOADED');
    const wallet = await json<{ availableCount: number; couponPageResponse: Page<{ couponId: number }> }>(await server().request('/api/coupon?complete=N', { headers: m.headers }));
    assert.equal(wallet.availableCount, 1);
    assert.equal(wallet.couponPageResponse.content[0]?.couponId, 1);
    await db().updateTable('coupons').set({ offlineCode: null }).where('id', '=', 1).execute();
  });
}, { overrides: { operatorToken: OPERATOR } });

describeEachDatabase('my page claims under concurrency', (server) => {
  it('twenty simultaneous return requests and confirmations of one order: exactly one wins, one claim, one refund at completion', async () => {
    const o = await memberOrder(server());
    for (const to of ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED']) await json(await operator(server())(o.placed.orderCode, to));
    const body = { orderCode: o.placed.orderCode, claimReason: 'DEFECT', shippingAskType: '1', ...SENDER, ...ACCOUNT };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? o.post('/api/order/return-apply', body) : o.post('/api/order/confirm-purchase', { orderCode: o.placed.orderCode }))));
    const ok = answers.filter((r) => r.status === 200);
    assert.equal(ok.length, 1);
    assert.ok(answers.every((r) => r.status === 200 || r.status === 409));
    const { db } = server().app.database;
    const order = await db.selectFrom('orders').select(['id', 'status']).where('orderCode', '=', o.placed.orderCode).executeTakeFirstOrThrow();
    const claims = await db.selectFrom('orderClaims').select('id').where('orderId', '=', order.id).execute();
    assert.equal(claims.length, order.status === 'RETURN_REQUESTED' ? 1 : 0);
    if (order.status === 'RETURN_REQUESTED') {
      const done = await Promise.all(Array.from({ length: 5 }, () => operator(server())(o.placed.orderCode, 'RETURNED')));
      assert.equal(done.filter((r) => r.status === 200).length, 1);
      const payments = await db.selectFrom('orderPayments').select('status').where('orderId', '=', order.id).execute();
      assert.deepEqual(payments.map((p) => p.status), ['REFUNDED']);
    }
  });
}, { overrides: { operatorToken: OPERATOR } });
