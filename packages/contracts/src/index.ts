/**
 * @shop/contracts: one valibot description per API endpoint (method, path, params, query, body, answer, error codes),
 * grouped by area, with the wire types inferred from them. The API registers its routes from these contracts and
 * api-client builds its calls from them, so a wire shape is written once and both sides refuse bad input with the
 * same Korean message.
 */

// Defining contracts
export type { AnswerOf, BodyOf, Contract, ContractMethod, ErrorsOf, ParamsOf, ParsedInput, QueryOf } from './define/define-contract.ts';
export { CONTRACT_MESSAGES } from './messages/ko.ts';
export { fillPath, findContract } from './define/paths.ts';
export { checkAnswer, checkInput } from './define/check-input.ts';
export type { CardListQuery, ItemListQuery } from './define/list-query.ts';

// The error vocabulary: every code, its HTTP status and Korean message
// (the shell and api-client's browser code import it alone from `@shop/contracts/errors`)
export type { AnyCallErrorCode, ApiErrorCode } from './errors/vocabulary.ts';
export { API_ERRORS } from './errors/vocabulary.ts';

// Every contract
export type { ContractAt, ContractEndpoint } from './all-contracts.ts';
export { ALL_CONTRACTS, CALLABLE_CONTRACTS, CONTRACTS_BY_AREA, SESSION_CONTRACTS } from './all-contracts.ts';

export { getAuthMeContract, loginContract } from './auth/auth-contracts.ts';
export type { AddToCartInput } from './cart/cart-contracts.ts';
export {
  addToCartContract, deleteCartContract, getCartContract, getCartCountContract, getSetItemInfoContract, updateCartQuantityContract,
} from './cart/cart-contracts.ts';
export {
  getBrandContract, getBrandItemsContract, getBrandsContract, getMainBrandsContract, getSearchInfoContract, searchItemsContract,
} from './catalog/brand-search-contracts.ts';
export {
  checkCategoryUpdatedContract, getCategoriesContract, getItemContract, getItemRelationContract, getItemsContract,
} from './catalog/catalog-contracts.ts';
export type { IslandQuery } from './community/event-contracts.ts';
export {
  getEventContract, getEventRepliesContract, getEventsContract, getIslandInfoContract, getPopupContract, getPopupsContract, postEventReplyContract,
} from './community/event-contracts.ts';
export { blockContract, getReportInitContract, postReportContract, unblockContract } from './community/report-contracts.ts';
export type { ReviewOrderBy, ReviewQuery } from './community/review-qna-contracts.ts';
export {
  getItemInquiriesContract, getItemReviewsContract, getQnaGroupsContract, postItemInquiryContract, QNA_GROUPS,
} from './community/review-qna-contracts.ts';
export { getGnbListContract, getSalesonIdContract, getSeoContract, getTopBannerContract } from './display/display-contracts.ts';
export type { WallQuery } from './display/showcase-contracts.ts';
export {
  getBestContract, getDisplayNewContract, getGroupBestContract, getGroupBestItemsContract, getMainReviewsContract, getMdItemsContract,
  getMdTagsContract, getPromotionContract, getReviewWallContract, getSpotsContract,
} from './display/showcase-contracts.ts';
export { downloadAllItemCouponsContract, downloadCouponContract, getItemCouponsContract } from './member/coupon-contracts.ts';
export {
  deleteWishlistContract, deleteWishlistItemContract, getWishlistContract, getWishlistCountContract, getWishlistItemIdsContract, toggleWishlistContract,
} from './member/wishlist-contracts.ts';

export type { SaveOrderInput } from './order/order-contracts.ts';
export {
  cancelOrderContract, confirmTossPaymentContract, failTossPaymentContract, getGuestOrderContract, getOrderDetailContract, saveOrderContract,
} from './order/order-contracts.ts';
export { authorizeTestPaymentContract, depositTestPaymentContract, tossWebhookContract } from './order/payment-contracts.ts';
export type { PaymentMethod } from './order/order-fields.ts';
export { PAYMENT_METHODS } from './order/order-fields.ts';
export type { BuyInput } from './order/order-sheet-contracts.ts';
export { buyContract, calculateContract, paymentStepContract } from './order/order-sheet-contracts.ts';

// Wire types
export type { AuthMe, LoginResponse } from './wire/auth.ts';
export type { BuyItem, Cart, CartResponse, CartShipping, ItemPrice, SellerGroup } from './wire/cart.ts';
export type { Category, CategoryCrumb, CategoryListResponse, CategoryWithBreadcrumbs } from './wire/category.ts';
export type { ItemOrderBy, Page, YesNo } from './wire/common.ts';
export type {
  DownloadableCoupon, EventDetail, EventReply, EventState, EventSummary, IslandInfo, ItemCouponsResponse, ItemInquiry, Popup, ReportContentType, ReportInit, Review,
  ReviewPage, ReviewSummary,
} from './wire/community.ts';
export type { Banner, GnbMenuItem, SeoRecord, TopBannerResponse, TopBanners } from './wire/display.ts';
export type {
  ItemCard, ItemDetail, ItemDetailResponse, ItemLabel, ItemListResponse, ItemOption, ItemOptionType, ItemSet, RelatedItemsResponse,
} from './wire/item.ts';
export type {
  BestGroup, BestResponse, Brand, BrandItemsResponse, BrandListResponse, DisplayBanner, MdItemsResponse, MdTagsResponse, PromotionResponse,
  SearchInfo, SearchResultResponse, SpotFields, SpotItem, SpotPage, WallReview,
} from './wire/showcase.ts';
export type { WishlistEntry, WishlistToggleResponse } from './wire/wishlist.ts';
export type { AppliedBenefit, MemberAddress, OrderDetail, OrderPlaced, OrderSheet, SetItemInfo } from './wire/order.ts';
export type { ChangePasswordInput, JoinInput, SecedeInfo, SecedeInput, SnsInfo, SnsType } from './auth/member-auth-exports.ts';
export {
  changePasswordContract, checkAccountJoinContract, checkAuthNumberContract, checkDuplicateIdContract, delayPasswordChangeContract,
  disconnectSnsContract, findIdContract, findPasswordContract, getSecedeInfoContract, getSnsInfoContract, getSnsProvidersContract,
  guestPhoneTokenContract, joinContract, logoutContract, reactivateDormantContract, secedeContract, sendAuthNumberContract, sendLoginIdContract,
  SNS_TYPES, snsAuthorizeContract, snsConnectContract, snsJoinContract, snsLoginContract,
} from './auth/member-auth-exports.ts';

export {
  getMessengerMessagesContract, getMessengerSenderContract, getVisitStatsContract, messengerAddToCartContract, messengerAllRefundContract,
  messengerOrderContract, messengerRefundContract, messengerReviewContract, messengerWishlistContract, postPageViewContract, postUniqueVisitContract,
  postVisitBatchContract,
} from './platform/platform-contracts.ts';

// The shell's own endpoints (`/session/*`)
export {
  SESSION_ACCOUNT_ACTIONS, sessionChangePasswordContract, sessionDelayPasswordChangeContract, sessionExpiredContract, sessionGuestLoginContract,
  sessionLoginContract, sessionLogoutContract, sessionReactivateDormantContract, sessionRefreshMemberContract, sessionSnsAuthorizeContract,
  sessionSnsJoinContract, sessionSnsLoginContract,
} from './session/session-contracts.ts';

// Company, customer service, terms and the business area
export type { BusinessApplyInput, CsInquiryInput, PartnershipInput } from './cs/cs-contracts.ts';
export {
  answerInquiryContract, answerItemQnaContract, applyBusinessContract, createFaqContract, createNoticeContract, CS_INQUIRY_GROUPS,
  decideBusinessContract, deleteFaqContract, deleteNoticeContract, getBusinessInfoContract, getBusinessLicenceContract, getBusinessOrdersContract,
  getBusinessStatusContract, getCompanyPageContract, getCsInquiriesContract, getFaqsContract, getInquiryFileContract, getNoticesContract,
  getOwnLicenceContract, getPartnershipFileContract, getPartnershipsContract, getPendingBusinessContract, getPolicyContract,
  getRequestedTaxInvoicesContract, getSiteStatusContract, getWaitingInquiriesContract, issueTaxInvoiceContract, postCsInquiryContract,
  postPartnershipContract, postPolicyVersionContract, putBusinessInfoContract, putCompanyPageContract, requestTaxInvoiceContract,
  setMaintenanceContract, updateFaqContract, updateNoticeContract,
} from './cs/cs-contracts.ts';
export type {
  BusinessInfo, BusinessOrder, BusinessOrders, BusinessStatus, CompanyPage, CompanyPageAnswer, CompanyPageKey, ContentBlock, CsInquiry,
  CsInquiryPage, Faq, FaqPage, FaqType, Notice, NoticePage, PartnershipInquiryPage, PartnershipReceipt, PendingBusiness, PolicyArticle, PolicyClause,
  PolicyDocument, PolicyType, PolicyVersions, SiteStatus, TaxInvoice,
} from './wire/cs.ts';

// My page
export type { ClaimType } from './mypage/index.ts';
export {
  advanceClaimContract, advanceOrderContract, cancelApplyContract, CLAIM_REASONS, confirmPurchaseContract, deleteAddressContract,
  deleteMyItemInquiryContract, deleteRecentItemsContract, deleteReviewContract, editReviewContract, exchangeApplyContract,
  exchangeOfflineCouponContract, getAddressesContract, getClaimsContract, getCouponItemsContract, getDownloadableCouponsContract,
  getGuestOrderDetailContract, getGuestOrdersContract, getMyCouponsContract, getMyGradeContract, getMyItemInquiriesContract, getMypageContract,
  getMyPointsContract, getMyReviewsContract, getOperatorOrderContract, getOrdersContract, getProfileContract, getRecentItemsContract,
  guestTokenContract, mergeRecentItemsContract, refundPreviewContract, returnApplyContract, saveAddressContract, saveProfileContract,
  setDefaultAddressContract, trackingUrlOf, uploadPhotosContract, verifyPasswordContract, withdrawClaimContract, writeReviewContract,
} from './mypage/index.ts';
export type {
  Address, GuestToken, MyCoupons, MyGrade, MyItemInquiry, MypageDashboard, MyPoints, MyReview, OrderAction, OrderClaim, OrderList, OrderSummary,
  Profile, ProfileAnswer, RefundPreview,
} from './wire/mypage.ts';
