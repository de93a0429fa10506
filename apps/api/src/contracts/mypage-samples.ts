import type { Fixtures, Sample } from './contract-samples.ts';

const UNKNOWN_ORDER = 'ONOSUCHORDER';
/** A 1×1 PNG that decodes (the photo upload reads every picture). */
const PNG_2X2 = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
const ADDRESS = { title: 'Home', userName: 'Kim Demo', mobile: '01012345678', zipcode: '06236', address: 'Teheran-ro 1, Gangnam-gu, Seoul', addressDetail: '101' };
const SENDER = { senderName: 'Kim Demo', senderMobile: '01012345678', senderZipcode: '06236', senderAddress: 'Teheran-ro 1, Gangnam-gu, Seoul' };

/** Valid requests of the my page area (orders they name do not exist, so those answer their 404). */
export function mypageSamples(f: Fixtures): Record<string, Sample> {
  return {
    'mypage.orders': { member: true, query: { page: 1, size: 5, searchStartDate: '2026-01-01', searchEndDate: '2026-12-31', query: '', statusType: '', orderCode: '' } },
    'mypage.dashboard': { member: true },
    'mypage.refundPreview': { member: true, body: { orderCode: UNKNOWN_ORDER, claimType: 'CANCEL', claimItems: [{ itemSequence: 0, quantity: 1 }] } },
    'mypage.cancelApply': { member: true, body: { orderCode: UNKNOWN_ORDER, claimReason: 'CHANGE_OF_MIND' } },
    'mypage.returnApply': { member: true, body: { orderCode: UNKNOWN_ORDER, claimReason: 'DEFECT', shippingAskType: '1', ...SENDER } },
    'mypage.exchangeApply': { member: true, body: { orderCode: UNKNOWN_ORDER, claimReason: 'DEFECT', shippingAskType: '1', ...SENDER } },
    'mypage.confirmPurchase': { member: true, body: { orderCode: UNKNOWN_ORDER } },
    'mypage.claims': { member: true, query: { claimType: 'RETURN' } },
    'mypage.guestToken': { body: { orderCode: UNKNOWN_ORDER, guestPassword: '1234' } },
    'mypage.guestOrders': { member: true },
    'mypage.guestOrderDetail': { member: true, query: { orderCode: UNKNOWN_ORDER } },
    'mypage.operatorAdvance': { body: { orderCode: UNKNOWN_ORDER, to: 'PAID' } },
    'mypage.operatorOrder': { query: { orderCode: UNKNOWN_ORDER } },
    'mypage.withdrawClaim': { member: true, body: { claimCode: 'CNOSUCHCLAIM' } },
    'mypage.operatorAdvanceClaim': { body: { claimCode: 'CNOSUCHCLAIM', action: 'COMPLETE' } },
    'mypage.reviews': { member: true, query: { page: 1 } },
    'mypage.writeReview': { member: true, body: { orderCode: UNKNOWN_ORDER, itemSequence: 0, score: 5, content: 'Good' } },
    'mypage.editReview': { member: true, params: { id: f.reviewId }, body: { score: 5, content: 'Good' } },
    'mypage.deleteReview': { member: true, params: { id: f.reviewId } },
    'mypage.points': { member: true, query: { pointType: 'USED_POINT' } },
    'mypage.coupons': { member: true, query: { complete: 'Y' } },
    'mypage.downloadableCoupons': { member: true },
    'mypage.offlineCoupon': { member: true, body: { offlineCode: 'NOSUCHCODE' } },
    'mypage.couponItems': { params: { couponId: f.couponId }, query: { size: 8 } },
    'mypage.uploadPhotos': { member: true, body: { area: 'reviews', photos: [{ name: 'a.png', bytes: PNG_2X2 }] } },
    'mypage.grade': { member: true },
    'mypage.verifyPassword': { member: true, body: { password: 'Wrong!2345678' } },
    'mypage.profile': { member: true, query: { verifyToken: 'nope' } },
    'mypage.saveProfile': { member: true, body: { verifyToken: 'nope', email: 'demo02@example.com', birthday: '19900131', gender: 'F', receiveSms: 'Y', receiveEmail: 'N' } },
    'mypage.recentItems': { member: true },
    'mypage.mergeRecentItems': { member: true, body: { itemIds: [f.itemId] } },
    'mypage.deleteRecentItems': { member: true, body: { itemIds: [f.itemId] } },
    'mypage.itemInquiries': { member: true, query: { page: 1, size: 5 } },
    'mypage.deleteItemInquiry': { member: true, body: { id: 2_000_000_000 } },
    'mypage.addresses': { member: true },
    'mypage.saveAddress': { member: true, body: ADDRESS },
    'mypage.deleteAddress': { member: true, body: { userDeliveryId: 2_000_000_000 } },
    'mypage.defaultAddress': { member: true, body: { userDeliveryId: 2_000_000_000 } },
  };
}
