import { csSamples } from '../features/cs/contract-samples.ts';
import type { TestServer } from '../testing/test-server.ts';
import { MEMBER_AUTH_SAMPLES } from './member-auth-samples.ts';
import { mypageSamples } from './mypage-samples.ts';

/** A request of a contract: its parts as the wire carries them, and whether it needs a member's token. */
export type Sample = { params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown; member?: boolean };

/** Rows of the seeded database that valid requests point at. */
export type Fixtures = { itemId: number; itemUserCode: string; brandId: number; sellerId: number; eventId: number; popupId: number | undefined; reviewId: number; couponId: number };

/** Reads the ids that valid samples use from the seeded database. */
export async function loadFixtures(server: TestServer): Promise<Fixtures> {
  const { db } = server.app.database;
  const item = await db.selectFrom('items').select(['id', 'itemUserCode']).where('soldOutFlag', '=', 'N').where('itemOptionType', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  const brand = await db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  const seller = await db.selectFrom('sellers').select('id').orderBy('id').executeTakeFirstOrThrow();
  const event = await db.selectFrom('events').select('id').orderBy('id').executeTakeFirstOrThrow();
  const popup = await db.selectFrom('popups').select('id').orderBy('id').executeTakeFirst();
  const review = await db.selectFrom('itemReviews').select('id').where('writerLoginId', '<>', 'demo02').orderBy('id').executeTakeFirstOrThrow();
  const coupon = await db.selectFrom('coupons').select('id').orderBy('id').executeTakeFirstOrThrow();
  return { itemId: item.id, itemUserCode: item.itemUserCode, brandId: brand.id, sellerId: seller.id, eventId: event.id, popupId: popup?.id, reviewId: review.id, couponId: coupon.id };
}

/** A valid request for every contract, by contract id. */
export function validSamples(f: Fixtures): Record<string, Sample> {
  const item = { itemUserCode: f.itemUserCode };
  return {
    'platform.visitUv': { body: { visitorId: '2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' } },
    'platform.visitPv': { body: { visitorId: '2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', uri: '/display/best' } },
    'platform.visitBatch': { body: { views: [{ visitorId: '2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', uri: '/display/best', newVisitor: true }, { visitorId: '2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', uri: '/items/P1' }] } },
    'platform.visitStats': { query: { uri: '/display/best' } },
    'platform.messengerSender': { member: true },
    'platform.messengerAddToCart': { member: true, body: { arrayRequiredItems: [`${f.itemId}||1||`] } },
    'platform.messengerWishlist': { member: true, params: { id: f.itemId } },
    'platform.messengerOrder': { member: true, params: { orderCode: 'O1', orderSequence: 0 } },
    'platform.messengerRefund': { member: true, params: { orderCode: 'O1', orderSequence: 0 }, body: { claimApplyItemKeys: ['1'] } },
    'platform.messengerAllRefund': { member: true, params: { orderCode: 'O1', orderSequence: 0 } },
    'platform.messengerReview': { member: true, params: { id: f.reviewId } },
    'platform.messengerMessages': { query: { auid: 'kakao-auid-demo01' } },
    'auth.salesonId': {},
    'auth.token': { body: { loginType: 'ROLE_USER', loginId: 'demo02', password: 'Demo!2345678' } },
    'auth.me': { member: true },
    ...MEMBER_AUTH_SAMPLES,
    'catalog.categories': {},
    'catalog.categoryUpdated': { query: { d: '20200101000000' } },
    'catalog.items': { query: { categoryUrl: 'fashion', orderBy: 'SALE_PRICE', sort: 'ASC', page: 1, itemsPerPage: 5 } },
    'catalog.item': { params: item },
    'catalog.itemRelation': { params: item },
    'catalog.brands': {},
    'catalog.mainBrands': {},
    'catalog.brand': { params: { id: f.brandId } },
    'catalog.brandItems': { params: { id: f.brandId }, query: { size: 3 } },
    'catalog.sellerItems': { params: { id: f.sellerId }, query: { orderBy: 'SALE_PRICE', sort: 'ASC', size: 3 } },
    'catalog.search': { query: { query: 'P1', page: 1, size: 5 } },
    'catalog.searchInfo': {},
    'display.gnb': {},
    'display.topBanner': {},
    'display.seo': { query: { u: `/items/${f.itemUserCode}` } },
    'display.promotion': {},
    'display.new': { query: { size: 4 } },
    'display.mdTags': {},
    'display.md': { query: { size: 4 } },
    'display.best': {},
    'display.groupBestItems': { query: { tag: 'fashion', size: 5 } },
    'display.groupBest': { query: { size: 2 } },
    'display.reviews': { query: { photoFlag: 'Y', size: 3 } },
    'display.mainReviews': { query: { limit: 3 } },
    'display.spots': { query: { size: 5 } },
    'cart.get': { member: true },
    'cart.count': { member: true },
    'cart.add': { member: true, body: { arrayRequiredItems: [`${f.itemId}||1||`] } },
    'cart.updateQuantity': { member: true, body: { cartId: 1, quantity: 1 } },
    'cart.delete': { member: true, body: { id: [2147483647] } },
    'cart.setItemInfo': { member: true, params: { cartId: 2147483647 } },
    'member.wishlist': { member: true, query: { size: 3 } },
    'member.wishlistCount': { member: true },
    'member.wishlistItemIds': { member: true },
    'member.wishlistToggle': { member: true, body: { itemId: f.itemId } },
    'member.wishlistDelete': { member: true, body: [2147483647] },
    'member.wishlistDeleteItem': { member: true, body: { itemId: f.itemId } },
    'member.itemCoupons': { query: { itemId: f.itemId } },
    'member.couponDownload': { member: true, body: { couponId: f.couponId } },
    'member.couponDownloadAll': { member: true, body: item },
    'community.reviews': { query: { itemUserCode: f.itemUserCode, orderBy: 'LIKE_COUNT', size: 3 } },
    'community.inquiries': { params: item, query: { size: 3 } },
    'community.qnaGroups': {},
    'community.postInquiry': { member: true, body: { itemId: f.itemId, qnaGroup: 'ITEM', subject: 'restock', question: 'When is it back in stock?', secretFlag: 'N' } },
    'community.reportInit': {},
    'community.report': { member: true, body: { reportContentType: 'REVIEW', reportReasonType: 'SPAM', contentId: f.reviewId, content: 'advertising' } },
    'community.block': { member: true, body: { reportContentType: 'REVIEW', contentId: f.reviewId } },
    'community.unblock': { member: true, body: { reportContentType: 'REVIEW', contentId: f.reviewId } },
    'community.islandInfo': { query: { where: 'ADDRESS', query: '6', size: 3 } },
    'community.events': { query: { size: 3 } },
    'community.event': { params: { id: f.eventId } },
    'community.eventReplies': { query: { featuredId: f.eventId } },
    'community.eventReply': { member: true, body: { featuredId: f.eventId, replyContent: 'count me in' } },
    'community.popups': {},
    'community.popup': { params: { id: f.popupId ?? 1 } },
    ...orderSamples(f),
    ...csSamples(),
    ...mypageSamples(f),
  };
}

const UNKNOWN_SHEET = 'unknown-order-sheet';
const UNKNOWN_ORDER = 'ONOSUCHORDER';

/** Valid requests of the order area (they name a sheet or order that does not exist, so they answer its 404). */
function orderSamples(f: Fixtures): Record<string, Sample> {
  const receiver = { receiveName: 'Kim', receiveMobile: '01012345678', zipcode: '06236', address: 'Teheran-ro 1', addressDetail: '101', memo: '' };
  return {
    'order.buy': { member: true, body: { arrayRequiredItems: [`${f.itemId}||1||`] } },
    'order.paymentStep': { member: true, body: { orderSheetId: UNKNOWN_SHEET } },
    'order.calculate': { member: true, body: { orderSheetId: UNKNOWN_SHEET, zipcode: '63000', itemCoupons: [], cartCouponUserId: null, usePoint: 0 } },
    'order.save': {
      member: true,
      body: {
        orderSheetId: UNKNOWN_SHEET, idempotencyKey: 'contract-sample-key', paymentMethod: 'bank', expectedPayAmount: 1000, receiver,
        bankTransfer: { accountIndex: 0, depositorName: 'Kim' }, privacyAgreed: true, purchaseAgreed: true,
      },
    },
    'order.tossConfirm': { member: true, body: { orderCode: UNKNOWN_ORDER, paymentKey: 'payment-key', amount: 1000 } },
    'order.tossFail': { member: true, body: { orderCode: UNKNOWN_ORDER, code: 'userCancel' } },
    'order.cancel': { member: true, body: { orderCode: UNKNOWN_ORDER } },
    'order.detail': { member: true, query: { orderCode: UNKNOWN_ORDER } },
    'order.guestDetail': { body: { orderCode: UNKNOWN_ORDER, guestPassword: '1234' } },
    'payment.testAuthorize': { member: true, body: { orderCode: UNKNOWN_ORDER, method: 'CARD', installmentMonths: 0 } },
    'payment.testDeposit': { member: true, body: { orderCode: UNKNOWN_ORDER } },
    'payment.tossWebhook': { body: { orderId: UNKNOWN_ORDER, eventType: 'DEPOSIT_CALLBACK' } },
  };
}
