/**
 * @shop/api-client: typed calls to the storefront API, usable in SSR loaders (direct to the API origin) and in
 * the browser (the shell's same-origin `/api/*` proxy); one `ApiError` type; catalogue caching.
 */

// Transport
export type { ApiRequest, ApiTransport } from './transport/types.ts';
export { createFetchTransport } from './transport/create-fetch-transport.ts';
export { buildSessionHeaders } from './transport/build-session-headers.ts';

// Errors
export { ApiError, isApiError, withErrorCode } from './errors/api-error.ts';
export type { CallErrorCode } from './errors/call-error.ts';
export type { CallInput } from './transport/call-contract.ts';
export { isCallError } from './errors/call-error.ts';
export { API_ERROR_CODES } from './errors/error-codes.ts';
export { getUserMessage } from './errors/get-user-message.ts';
export { DEFAULT_ERROR_MESSAGE } from './errors/messages.ko.ts';

// Auth
export type { VerifiedPhoneInput } from './calls/verified-phone.ts';

// Catalogue and display: menu links, top banners, sortable list queries
export { getMenuHref } from './calls/menu-href.ts';
export { pickTopBanners } from './calls/top-banners.ts';
export { cardListParams } from './calls/card-list-query.ts';

// Cart: encoding lines, reading answers
export { normalizeCart } from './calls/normalize-cart.ts';
export { cartCountOf, isStatusOk } from './calls/cart-answers.ts';
export { encodeCartItem } from './calls/encode-cart-item.ts';

// Uploads and wishlist state
export { multipartBody } from './transport/multipart-body.ts';
export type { WishlistIdsAction, WishlistIdsState } from './wishlist/wishlist-ids.ts';
export { EMPTY_WISHLIST_IDS, hasWishlistItem, reduceWishlistIds, wishlistIdsOf } from './wishlist/wishlist-ids.ts';

// Caching
export type { CatalogCache } from './cache/create-catalog-cache.ts';
export { CATALOG_CACHE_TTL_MS, createCatalogCache } from './cache/create-catalog-cache.ts';
export { createTtlCache } from './cache/ttl-cache.ts';

// Contract calls
export { callContract } from './transport/call-contract.ts';
export type { AnswerOf, ContractAt, ContractEndpoint } from '@shop/contracts';

// Wire types (defined by the contracts, re-exported so the remotes keep one import)
export type {
  AddToCartInput, AuthMe, Banner, Brand, BuyItem, CardListQuery, Cart, CartResponse, CartShipping, Category, CategoryWithBreadcrumbs, DisplayBanner,
  DownloadableCoupon, EventDetail, EventReply, EventSummary, GnbMenuItem, IslandInfo, IslandQuery, ItemCard, ItemDetail, ItemDetailResponse,
  ItemInquiry, ItemLabel, ItemListQuery, ItemListResponse, ItemOption, Page, Popup, ReportContentType, ReportInit, Review, ReviewOrderBy, ReviewPage,
  ReviewQuery, SearchInfo, SellerGroup, SeoRecord, SpotItem, TopBanners, WallReview, WishlistEntry, Profile, MyGrade, MyItemInquiry, Address,
  MyCoupons, MypageDashboard, MyPoints, MyReview, OrderClaim, OrderList, OrderSummary, RefundPreview,
} from '@shop/contracts';
export type { AppliedBenefit, MemberAddress, OrderDetail, OrderPlaced, OrderSheet, SaveOrderInput, SetItemInfo } from '@shop/contracts';
export type { SecedeInfo, SnsInfo, SnsType } from '@shop/contracts';
export type {
  BusinessApplyInput, BusinessInfo, BusinessOrder, BusinessOrders, BusinessStatus, CompanyPageAnswer, CompanyPageKey, ContentBlock, CsInquiry,
  CsInquiryPage, CsInquiryInput, FaqPage, Notice, NoticePage, PartnershipInput, PartnershipReceipt, PolicyArticle, PolicyDocument, PolicyType,
  PolicyVersions, SiteStatus,
} from '@shop/contracts';

// My page uploads
export { uploadPhotos } from './calls/upload-photos.ts';
