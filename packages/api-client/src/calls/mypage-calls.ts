import type { BodyOf, ContractAt, QueryOf } from '@shop/contracts';
import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

// My page: one function per endpoint of the mypage contracts; members' and guests' answers are never cached.

type Body<E extends Parameters<typeof callContract>[1]> = BodyOf<ContractAt<E>>;
type Query<E extends Parameters<typeof callContract>[1]> = QueryOf<ContractAt<E>>;

/** `GET /api/order`: a page of my orders (period yyyy-MM-dd, keyword, state). */
export const getMyOrders = (api: ApiTransport, query: Query<'GET /api/order'> = {}) => callContract(api, 'GET /api/order', { query, cache: 'no-store' });

/** `GET /api/mypage`: the dashboard. */
export const getMypageDashboard = (api: ApiTransport) => callContract(api, 'GET /api/mypage', { cache: 'no-store' });

/** `GET /api/order/detail`: one of my orders. */
export const getMyOrderDetail = (api: ApiTransport, orderCode: string) => callContract(api, 'GET /api/order/detail', { query: { orderCode }, cache: 'no-store' });

/** `POST /api/order/cancel`: cancels an unpaid order at once. */
export const cancelMyOrder = (api: ApiTransport, orderCode: string) => callContract(api, 'POST /api/order/cancel', { body: { orderCode } });

/** `POST /api/order/refund-amount`: the refund a cancel or return would give. */
export const getRefundPreview = (api: ApiTransport, body: Body<'POST /api/order/refund-amount'>) => callContract(api, 'POST /api/order/refund-amount', { body });

/** `POST /api/order/cancel-apply`. */
export const applyCancel = (api: ApiTransport, body: Body<'POST /api/order/cancel-apply'>) => callContract(api, 'POST /api/order/cancel-apply', { body });

/** `POST /api/order/return-apply`. */
export const applyReturn = (api: ApiTransport, body: Body<'POST /api/order/return-apply'>) => callContract(api, 'POST /api/order/return-apply', { body });

/** `POST /api/order/exchange-apply`. */
export const applyExchange = (api: ApiTransport, body: Body<'POST /api/order/exchange-apply'>) => callContract(api, 'POST /api/order/exchange-apply', { body });

/** `POST /api/order/claim-withdraw`: 신청 철회 of a request still only applied. */
export const withdrawClaim = (api: ApiTransport, claimCode: string) => callContract(api, 'POST /api/order/claim-withdraw', { body: { claimCode } });

/** `POST /api/order/confirm-purchase`: 구매확정. */
export const confirmPurchase = (api: ApiTransport, orderCode: string) => callContract(api, 'POST /api/order/confirm-purchase', { body: { orderCode } });

/** `GET /api/order/claims`: my cancel, return or exchange requests. */
export const getMyClaims = (api: ApiTransport, query: Query<'GET /api/order/claims'> = {}) => callContract(api, 'GET /api/order/claims', { query, cache: 'no-store' });

/** `POST /api/auth/guest-token`: 비회원 주문조회 (the shell's /session/guest-login calls it; the token never reaches a page). */
export const getGuestToken = (api: ApiTransport, body: Body<'POST /api/auth/guest-token'>) => callContract(api, 'POST /api/auth/guest-token', { body });

/** `GET /api/guest/orders`: the signed-in guest's order. */
export const getGuestOrders = (api: ApiTransport) => callContract(api, 'GET /api/guest/orders', { cache: 'no-store' });

/** `GET /api/guest/order-detail`. */
export const getGuestOrderDetail = (api: ApiTransport, orderCode: string) => callContract(api, 'GET /api/guest/order-detail', { query: { orderCode }, cache: 'no-store' });

/** `GET /api/mypage/reviews`. */
export const getMyReviews = (api: ApiTransport, query: Query<'GET /api/mypage/reviews'> = {}) => callContract(api, 'GET /api/mypage/reviews', { query, cache: 'no-store' });

/** `POST /api/mypage/review`: writes a review of a bought line. */
export const writeReview = (api: ApiTransport, body: Body<'POST /api/mypage/review'>) => callContract(api, 'POST /api/mypage/review', { body });

/** `POST /api/mypage/review/{id}`: edits one of my reviews. */
export const editReview = (api: ApiTransport, id: number, body: Body<'POST /api/mypage/review/:id'>) => callContract(api, 'POST /api/mypage/review/:id', { params: { id }, body });

/** `POST /api/mypage/delete-review/{id}`. */
export const deleteReview = (api: ApiTransport, id: number) => callContract(api, 'POST /api/mypage/delete-review/:id', { params: { id } });

/** `GET /api/mypage/points`. */
export const getMyPoints = (api: ApiTransport, query: Query<'GET /api/mypage/points'> = {}) => callContract(api, 'GET /api/mypage/points', { query, cache: 'no-store' });

/** `GET /api/coupon`: my coupon wallet. */
export const getMyCoupons = (api: ApiTransport, query: Query<'GET /api/coupon'> = {}) => callContract(api, 'GET /api/coupon', { query, cache: 'no-store' });

/** `GET /api/coupon/downloadable`. */
export const getDownloadableCoupons = (api: ApiTransport) => callContract(api, 'GET /api/coupon/downloadable', { cache: 'no-store' });

/** `POST /api/coupon/exchange-offline-coupon`. */
export const exchangeOfflineCoupon = (api: ApiTransport, offlineCode: string) => callContract(api, 'POST /api/coupon/exchange-offline-coupon', { body: { offlineCode } });

/** `GET /api/coupon/applies-to/{couponId}`. */
export const getCouponItems = (api: ApiTransport, couponId: number, page = 1) => callContract(api, 'GET /api/coupon/applies-to/:couponId', { params: { couponId }, query: { page } });

/** `GET /api/shipping`: my address book. */
export const getAddresses = (api: ApiTransport) => callContract(api, 'GET /api/shipping', { cache: 'no-store' });

/** `POST /api/shipping`: adds or edits an address. */
export const saveAddress = (api: ApiTransport, body: Body<'POST /api/shipping'>) => callContract(api, 'POST /api/shipping', { body });

/** `POST /api/shipping/delete`. */
export const deleteAddress = (api: ApiTransport, userDeliveryId: number) => callContract(api, 'POST /api/shipping/delete', { body: { userDeliveryId } });

/** `POST /api/shipping/base-shipping`. */
export const setDefaultAddress = (api: ApiTransport, userDeliveryId: number) => callContract(api, 'POST /api/shipping/base-shipping', { body: { userDeliveryId } });

/**
 * `POST /api/mypage/photos` (multipart): stores up to 4 pictures for a review (`reviews`) or a return/exchange
 * (`claims`) and answers their paths, which the review or claim then names.
 */
export async function uploadPhotos(api: ApiTransport, area: 'reviews' | 'claims', files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  form.append('area', area);
  for (const file of files) form.append('photos', file, file.name);
  const answer = await api<{ list: string[] }>({ method: 'POST', path: '/api/mypage/photos', body: form });
  return answer.list;
}

/** `GET /api/mypage/grade`. */
export const getMyGrade = (api: ApiTransport) => callContract(api, 'GET /api/mypage/grade', { cache: 'no-store' });

/** `GET /api/mypage/recent-items`. */
export const getRecentItems = (api: ApiTransport) => callContract(api, 'GET /api/mypage/recent-items', { cache: 'no-store' });

/** `POST /api/mypage/recent-items`: merges ids viewed in this browser (most recent first). */
export const mergeRecentItems = (api: ApiTransport, itemIds: number[]) => callContract(api, 'POST /api/mypage/recent-items', { body: { itemIds } });

/** `POST /api/mypage/recent-items/delete`. */
export const deleteRecentItems = (api: ApiTransport, itemIds: number[]) => callContract(api, 'POST /api/mypage/recent-items/delete', { body: { itemIds } });

/** `GET /api/qna/item-inquiry`: my item questions. */
/** My item questions, 5 a page; `qnaGroup` keeps one type of question ('' every type). */
export const getMyItemInquiries = (api: ApiTransport, page = 1, qnaGroup: '' | 'ITEM' | 'DELIVERY' | 'EXCHANGE' | 'ETC' = '') =>
  callContract(api, 'GET /api/qna/item-inquiry', { query: { page, size: 5, ...(qnaGroup ? { qnaGroup } : {}) }, cache: 'no-store' });

/** `POST /api/qna/delete-item-inquiry`. */
export const deleteMyItemInquiry = (api: ApiTransport, id: number) => callContract(api, 'POST /api/qna/delete-item-inquiry', { body: { id } });

/** `POST /api/mypage/verify-password`: the proof that opens the profile. */
export const verifyPassword = (api: ApiTransport, password: string) => callContract(api, 'POST /api/mypage/verify-password', { body: { password } });

/** `GET /api/mypage/profile`. */
export const getProfile = (api: ApiTransport, verifyToken = '') => callContract(api, 'GET /api/mypage/profile', { query: { verifyToken }, cache: 'no-store' });

/** `POST /api/mypage/profile`. */
export const saveProfile = (api: ApiTransport, body: Body<'POST /api/mypage/profile'>) => callContract(api, 'POST /api/mypage/profile', { body });
