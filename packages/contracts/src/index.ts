/**
 * @shop/contracts: one valibot description per API endpoint (method, path, params, query, body, answer, error codes),
 * grouped by area, with the wire types inferred from them. The API registers its routes from these contracts and
 * api-client builds its calls from them, so a wire shape is written once and both sides refuse bad input with the
 * same Korean message.
 */

// Defining contracts
export type { AnswerOf, AnySchema, BodyOf, Contract, ContractAccess, ContractInit, ContractMethod, ErrorsOf, ParamsOf, ParsedInput, QueryOf } from './define/define-contract.ts';
export { defineContract } from './define/define-contract.ts';
export type { FieldName } from './messages/ko.ts';
export { CONTRACT_MESSAGES, FIELD_LABELS, ORDER_INPUT_MESSAGES } from './messages/ko.ts';
export { cleanText, consent, fields, id, int, labelOf, list, MAX_ID, oneOf, pageNumber, pageSizeOf, text, userInput, verbatimText } from './define/fields.ts';
export { fillPath, findContract } from './define/paths.ts';
export type { ContractIssue, InputCheck } from './define/check-input.ts';
export { checkAnswer, checkInput } from './define/check-input.ts';
export type { CardListQuery, ItemListQuery } from './define/list-query.ts';
export { CardListQuerySchema, ItemListQuerySchema, ORDER_BY, SORT } from './define/list-query.ts';

// The error vocabulary: every code, its HTTP status and Korean message
// (the shell and api-client's browser code import it alone from `@shop/contracts/errors`)
export type { AnyCallErrorCode, ApiErrorCode } from './errors/vocabulary.ts';
export { API_ERRORS } from './errors/vocabulary.ts';

// Every contract
export type { ApiContract, ContractAt, ContractEndpoint } from './all-contracts.ts';
export { ALL_CONTRACTS, CALLABLE_CONTRACTS, CONTRACTS_BY_AREA, SESSION_CONTRACTS } from './all-contracts.ts';
export { checkAnswerAt } from './check-answer-at.ts';

// Contracts by area
export type { LoginInput } from './auth/auth-contracts.ts';
export { getAuthMeContract, LoginBodySchema, loginContract } from './auth/auth-contracts.ts';
export type { AddToCartInput } from './cart/cart-contracts.ts';
export {
  addToCartContract, AddToCartBodySchema, deleteCartContract, getCartContract, getCartCountContract, getSetItemInfoContract, updateCartQuantityContract,
} from './cart/cart-contracts.ts';
export { getBrandContract, getBrandItemsContract, getBrandsContract, getMainBrandsContract, getSearchInfoContract, searchItemsContract } from './catalog/brand-search-contracts.ts';
export { checkCategoryUpdatedContract, getCategoriesContract, getItemContract, getItemRelationContract, getItemsContract } from './catalog/catalog-contracts.ts';
export type { IslandQuery } from './community/event-contracts.ts';
export {
  getEventContract, getEventRepliesContract, getEventsContract, getIslandInfoContract, getPopupContract, getPopupsContract, postEventReplyContract,
} from './community/event-contracts.ts';
export type { BlockInput, ReportInput } from './community/report-contracts.ts';
export { BlockBodySchema, blockContract, getReportInitContract, postReportContract, REPORT_REASONS, ReportBodySchema, unblockContract } from './community/report-contracts.ts';
export type { ItemInquiryInput, ReviewOrderBy, ReviewQuery } from './community/review-qna-contracts.ts';
export {
  getItemInquiriesContract, getItemReviewsContract, getQnaGroupsContract, ItemInquiryBodySchema, postItemInquiryContract, QNA_GROUPS, REVIEW_ORDER_BY, writtenText,
} from './community/review-qna-contracts.ts';
export { getGnbListContract, getSalesonIdContract, getSeoContract, getTopBannerContract } from './display/display-contracts.ts';
export type { WallQuery } from './display/showcase-contracts.ts';
export {
  getBestContract, getDisplayNewContract, getGroupBestContract, getGroupBestItemsContract, getMainReviewsContract, getMdItemsContract,
  getMdTagsContract, getPromotionContract, getReviewWallContract, getSpotsContract,
} from './display/showcase-contracts.ts';
export { downloadAllItemCouponsContract, downloadCouponContract, getItemCouponsContract } from './member/coupon-contracts.ts';
export type { WishlistQuery } from './member/wishlist-contracts.ts';
export {
  deleteWishlistContract, deleteWishlistItemContract, getWishlistContract, getWishlistCountContract, getWishlistItemIdsContract, toggleWishlistContract,
} from './member/wishlist-contracts.ts';

export type { SaveOrderInput } from './order/order-contracts.ts';
export {
  cancelOrderContract, confirmTossPaymentContract, failTossPaymentContract, getGuestOrderContract, getOrderDetailContract, SaveOrderBodySchema,
  saveOrderContract,
} from './order/order-contracts.ts';
export {
  authorizeTestPaymentContract, depositTestPaymentContract, EASY_PAY_PROVIDERS, TEST_PAYMENT_METHODS, tossWebhookContract,
} from './order/payment-contracts.ts';
export type { PaymentMethod } from './order/order-fields.ts';
export { PAYMENT_METHODS } from './order/order-fields.ts';
export type { BuyInput, CalculateInput } from './order/order-sheet-contracts.ts';
export { BuyBodySchema, buyContract, CalculateBodySchema, calculateContract, paymentStepContract } from './order/order-sheet-contracts.ts';

// Wire types
export type { AuthMe, LoginCode, LoginResponse } from './wire/auth.ts';
export type { BuyItem, Cart, CartReceivers, CartResponse, CartShipping, ItemCoupon, ItemPrice, OrderPrice, SellerGroup, SellerGroupTotal } from './wire/cart.ts';
export type { Category, CategoryCrumb, CategoryListResponse, CategoryUpdatedCheckResponse, CategoryWithBreadcrumbs } from './wire/category.ts';
export type { ItemOrderBy, Page, Pagination, SortDirection, StatusResponse, YesNo } from './wire/common.ts';
export { pageOf, PaginationSchema, YesNoSchema } from './wire/common.ts';
export type {
  DownloadableCoupon, EventDetail, EventReply, EventState, EventSummary, IslandInfo, ItemCouponsResponse, ItemInquiry, Popup, ReportContentType, ReportInit, Review,
  ReviewPage, ReviewSummary,
} from './wire/community.ts';
export type { Banner, GnbListResponse, GnbMenuItem, SeoRecord, TopBannerResponse, TopBanners } from './wire/display.ts';
export type {
  ItemBreadcrumb, ItemBreadcrumbCategory, ItemCard, ItemDetail, ItemDetailResponse, ItemLabel, ItemListResponse, ItemOption, ItemOptionType, ItemSet,
  RelatedItemsResponse,
} from './wire/item.ts';
export { ItemCardSchema } from './wire/item.ts';
export type {
  BestGroup, BestResponse, Brand, BrandItemsResponse, BrandListResponse, DisplayBanner, MdItemsResponse, MdTagsResponse, PromotionResponse, SearchInfo,
  SearchRecommend, SearchResultResponse, SpotFields, SpotItem, SpotPage, WallReview,
} from './wire/showcase.ts';
export type { WishlistEntry, WishlistToggleResponse } from './wire/wishlist.ts';
export type { AppliedBenefit, MemberAddress, OrderDetail, OrderPlaced, OrderSheet, SetItemInfo } from './wire/order.ts';
export * from './auth/member-auth-exports.ts';

export type { MessengerMessage, VisitStats } from './platform/platform-contracts.ts';
export {
  getMessengerMessagesContract, getMessengerSenderContract, getVisitStatsContract, messengerAddToCartContract, messengerAllRefundContract,
  MessengerMessageSchema, messengerOrderContract, messengerRefundContract, messengerReviewContract, messengerWishlistContract, PLATFORM_CONTRACTS,
  postPageViewContract, postUniqueVisitContract, postVisitBatchContract, VISIT_BATCH_MAX, VisitStatsSchema,
} from './platform/platform-contracts.ts';

// The shell's own endpoints (`/session/*`)
export {
  SESSION_ACCOUNT_ACTIONS, sessionChangePasswordContract, sessionDelayPasswordChangeContract, sessionExpiredContract, sessionGuestLoginContract,
  sessionLoginContract, sessionLogoutContract, sessionReactivateDormantContract, sessionRefreshMemberContract, sessionSnsAuthorizeContract,
  sessionSnsJoinContract, sessionSnsLoginContract,
} from './session/session-contracts.ts';

// Company, customer service, terms and the business area
export * from './cs/cs-contracts.ts';
export * from './wire/cs.ts';
export type { UploadedFile } from './define/upload-fields.ts';
export { formFlag, UploadedFileSchema, uploadFiles } from './define/upload-fields.ts';
export { CS_INPUT_MESSAGES, CS_LABELS } from './messages/cs.ko.ts';

// My page
export * from './mypage/index.ts';
export * from './wire/mypage.ts';
