import { getAuthMeContract, loginContract } from './auth/auth-contracts.ts';
import { MEMBER_AUTH_CONTRACTS } from './auth/member-auth-list.ts';
import {
  addToCartContract, deleteCartContract, getCartContract, getCartCountContract, getSetItemInfoContract, updateCartQuantityContract,
} from './cart/cart-contracts.ts';
import { getBrandContract, getBrandItemsContract, getBrandsContract, getMainBrandsContract, getSearchInfoContract, searchItemsContract } from './catalog/brand-search-contracts.ts';
import { checkCategoryUpdatedContract, getCategoriesContract, getItemContract, getItemRelationContract, getItemsContract } from './catalog/catalog-contracts.ts';
import {
  getEventContract, getEventRepliesContract, getEventsContract, getIslandInfoContract, getPopupContract, getPopupsContract, postEventReplyContract,
} from './community/event-contracts.ts';
import { blockContract, getReportInitContract, postReportContract, unblockContract } from './community/report-contracts.ts';
import { getItemInquiriesContract, getItemReviewsContract, getQnaGroupsContract, postItemInquiryContract } from './community/review-qna-contracts.ts';
import { CS_CONTRACTS } from './cs/cs-contracts.ts';
import type { Contract } from './define/define-contract.ts';
import { getGnbListContract, getSalesonIdContract, getSeoContract, getTopBannerContract } from './display/display-contracts.ts';
import {
  getBestContract, getDisplayNewContract, getGroupBestContract, getGroupBestItemsContract, getMainReviewsContract, getMdItemsContract,
  getMdTagsContract, getPromotionContract, getReviewWallContract, getSpotsContract,
} from './display/showcase-contracts.ts';
import { downloadAllItemCouponsContract, downloadCouponContract, getItemCouponsContract } from './member/coupon-contracts.ts';
import {
  deleteWishlistContract, deleteWishlistItemContract, getWishlistContract, getWishlistCountContract, getWishlistItemIdsContract, toggleWishlistContract,
} from './member/wishlist-contracts.ts';
import {
  cancelOrderContract, confirmTossPaymentContract, failTossPaymentContract, getGuestOrderContract, getOrderDetailContract, saveOrderContract,
} from './order/order-contracts.ts';
import { buyContract, calculateContract, paymentStepContract } from './order/order-sheet-contracts.ts';
import { PAYMENT_CONTRACTS } from './order/payment-contracts.ts';
import { PLATFORM_CONTRACTS } from './platform/platform-contracts.ts';
import { MYPAGE_CONTRACTS } from './mypage/mypage-contracts.ts';
import { SESSION_CONTRACTS } from './session/session-contracts.ts';

/** Every endpoint of the API, grouped by area. The API registers exactly these; api-client calls only these. */
export const CONTRACTS_BY_AREA = {
  auth: [getSalesonIdContract, loginContract, getAuthMeContract, ...MEMBER_AUTH_CONTRACTS],
  catalog: [
    getCategoriesContract, checkCategoryUpdatedContract, getItemsContract, getItemContract, getItemRelationContract,
    getBrandsContract, getMainBrandsContract, getBrandContract, getBrandItemsContract, searchItemsContract, getSearchInfoContract,
  ],
  display: [
    getGnbListContract, getTopBannerContract, getSeoContract, getPromotionContract, getDisplayNewContract, getMdTagsContract, getMdItemsContract,
    getBestContract, getGroupBestItemsContract, getGroupBestContract, getReviewWallContract, getMainReviewsContract, getSpotsContract,
  ],
  cart: [getCartContract, getCartCountContract, addToCartContract, updateCartQuantityContract, deleteCartContract, getSetItemInfoContract],
  member: [
    getWishlistContract, getWishlistCountContract, getWishlistItemIdsContract, toggleWishlistContract, deleteWishlistContract, deleteWishlistItemContract,
    getItemCouponsContract, downloadCouponContract, downloadAllItemCouponsContract,
  ],
  community: [
    getItemReviewsContract, getItemInquiriesContract, getQnaGroupsContract, postItemInquiryContract, getReportInitContract, postReportContract,
    blockContract, unblockContract, getIslandInfoContract, getEventsContract, getEventContract, getEventRepliesContract, postEventReplyContract,
    getPopupsContract, getPopupContract,
  ],
  order: [
    buyContract, paymentStepContract, calculateContract, saveOrderContract, confirmTossPaymentContract, failTossPaymentContract,
    cancelOrderContract, getOrderDetailContract, getGuestOrderContract, ...PAYMENT_CONTRACTS,
  ],
  platform: [...PLATFORM_CONTRACTS],
  cs: CS_CONTRACTS,
  mypage: MYPAGE_CONTRACTS,
} as const satisfies Record<string, readonly Contract[]>;

/** Every contract of the API, in one list (the shell's own: SESSION_CONTRACTS). */
export const ALL_CONTRACTS: readonly Contract[] = Object.values(CONTRACTS_BY_AREA).flat();

/** Any one contract of the API, with its exact method, path and schemas. */
export type ApiContract = (typeof CONTRACTS_BY_AREA)[keyof typeof CONTRACTS_BY_AREA][number];

/** The shell's own endpoints (`/session/*`): described like the API's, answered by the shell, never by the API. */
export { SESSION_CONTRACTS };

/** Every endpoint a transport may call: the API's and the shell's (answer checks and test transports look here). */
export const CALLABLE_CONTRACTS: readonly Contract[] = [...ALL_CONTRACTS, ...SESSION_CONTRACTS];

type CallableContract = ApiContract | (typeof SESSION_CONTRACTS)[number];

type ByEndpoint = { [C in CallableContract as `${C['method']} ${C['path']}`]: C };

/**
 * Every endpoint as `'<METHOD> <path>'`, e.g. `'GET /api/brand/:id/items'` or `'POST /session/login'`: what
 * `callContract` names.
 */
export type ContractEndpoint = keyof ByEndpoint;

/** The contract of an endpoint. */
export type ContractAt<E extends ContractEndpoint> = ByEndpoint[E];
