/**
 * @shop/contracts: one valibot description per API endpoint (method, path, params, query, body, answer, error codes),
 * grouped by area, with the wire types inferred from them. The API registers its routes from these contracts and
 * api-client builds its calls from them, so a wire shape is written once and both sides refuse bad input with the
 * same Korean message.
 */

// Defining contracts
export type { AnswerOf, BodyOf, Contract, ContractMethod, ErrorsOf, ParamsOf, ParsedInput, QueryOf, SeededRows } from './define/define-contract.ts';
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

// Every contract, by area (`all-contracts.ts` groups the same files): each contract file is re-exported whole, so a
// contract, and an input or answer type declared beside it, is public once written. What such a file exports is
// public, so it exports only contracts, their input and answer schemas and types, and names the apps use; a helper
// other contract files share lives in a file of its own (`order/order-fields.ts`), which is not re-exported.
export * from './auth/auth-contracts.ts';
export * from './auth/member-contracts.ts';
export * from './auth/sns-contracts.ts';
export * from './cart/cart-contracts.ts';
export * from './catalog/brand-search-contracts.ts';
export * from './catalog/catalog-contracts.ts';
export * from './community/event-contracts.ts';
export * from './community/report-contracts.ts';
export * from './community/review-qna-contracts.ts';
export * from './cs/business-contracts.ts';
export * from './cs/file-contracts.ts';
export * from './cs/inquiry-contracts.ts';
export * from './cs/operator-contracts.ts';
export * from './cs/site-contracts.ts';
export * from './display/display-contracts.ts';
export * from './display/showcase-contracts.ts';
export * from './member/coupon-contracts.ts';
export * from './member/wishlist-contracts.ts';
export * from './mypage/mypage-activity-contracts.ts';
export * from './mypage/mypage-member-contracts.ts';
export * from './mypage/mypage-order-contracts.ts';
export * from './mypage/mypage-profile-contracts.ts';
export * from './order/order-contracts.ts';
export * from './order/order-sheet-contracts.ts';
export * from './order/payment-contracts.ts';
export * from './platform/platform-contracts.ts';
// The shell's own endpoints (`/session/*`)
export * from './session/session-contracts.ts';

export type { PaymentMethod } from './order/order-fields.ts';
export { PAYMENT_METHODS } from './order/order-fields.ts';
export { CLAIM_REASONS, trackingUrlOf, type ClaimType } from '@shop/validators';

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
export { SNS_TYPES } from './wire/member-auth.ts';
export type { SecedeInfo, SnsInfo, SnsType } from './wire/member-auth.ts';

// Company, customer service, terms and the business area
export type {
  BusinessInfo, BusinessOrder, BusinessOrders, BusinessStatus, CompanyPage, CompanyPageAnswer, CompanyPageKey, ContentBlock, CsInquiry,
  CsInquiryPage, Faq, FaqPage, FaqType, Notice, NoticePage, PartnershipInquiryPage, PartnershipReceipt, PendingBusiness, PolicyArticle, PolicyClause,
  PolicyDocument, PolicyType, PolicyVersions, SiteStatus, TaxInvoice,
} from './wire/cs.ts';

// My page
export type {
  Address, GuestToken, MyCoupons, MyGrade, MyItemInquiry, MypageDashboard, MyPoints, MyReview, OrderAction, OrderClaim, OrderList, OrderSummary,
  Profile, ProfileAnswer, RefundPreview,
} from './wire/mypage.ts';
