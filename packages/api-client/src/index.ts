/**
 * @shop/api-client: typed calls to the storefront API, usable in SSR loaders (direct to the API origin) and in
 * the browser (the shell's same-origin `/api/*` proxy); one `ApiError` type; catalogue caching.
 */

// Transport
export type { ApiMethod, ApiQueryValue, ApiRequest, ApiTransport } from './transport/types.ts';
export type { FetchTransportOptions } from './transport/create-fetch-transport.ts';
export { createFetchTransport } from './transport/create-fetch-transport.ts';
export type { SessionHeaderInput } from './transport/build-session-headers.ts';
export { buildSessionHeaders } from './transport/build-session-headers.ts';

// Errors
export type { ApiErrorInit } from './errors/api-error.ts';
export { ApiError, isApiError, withErrorCode } from './errors/api-error.ts';
export type { CallError, CallErrorCode } from './errors/call-error.ts';
export { isCallError } from './errors/call-error.ts';
export type { ApiErrorCode } from './errors/error-codes.ts';
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
export type { CartItemLine } from './calls/encode-cart-item.ts';
export { encodeCartItem } from './calls/encode-cart-item.ts';

// Uploads and wishlist state
export type { PickedFile } from './transport/multipart-body.ts';
export { multipartBody } from './transport/multipart-body.ts';
export type { WishlistIdsAction, WishlistIdsState } from './wishlist/wishlist-ids.ts';
export { EMPTY_WISHLIST_IDS, hasWishlistItem, reduceWishlistIds, wishlistIdsOf } from './wishlist/wishlist-ids.ts';

// Caching
export type { CatalogCache } from './cache/create-catalog-cache.ts';
export { CATALOG_CACHE_TTL_MS, createCatalogCache, SEO_CACHE_TTL_MS } from './cache/create-catalog-cache.ts';
export type { CacheEntry, TtlCache, TtlCacheOptions } from './cache/ttl-cache.ts';
export { createTtlCache } from './cache/ttl-cache.ts';

// Contract calls
export type { CallInput } from './transport/call-contract.ts';
export { callContract } from './transport/call-contract.ts';

// Wire types (defined by the contracts, re-exported so the remotes keep one import)
export type {
  AddToCartInput, AuthMe, Banner, BestGroup, BestResponse, BlockInput, Brand, BrandItemsResponse, BrandListResponse, BuyItem, CardListQuery, Cart,
  CartReceivers, CartResponse, CartShipping, Category, CategoryCrumb, CategoryListResponse, CategoryUpdatedCheckResponse, CategoryWithBreadcrumbs,
  DisplayBanner, DownloadableCoupon, EventDetail, EventReply, EventState, EventSummary, GnbListResponse, GnbMenuItem, IslandInfo, IslandQuery,
  ItemBreadcrumb, ItemBreadcrumbCategory, ItemCard, ItemCoupon, ItemCouponsResponse, ItemDetail, ItemDetailResponse, ItemInquiry, ItemInquiryInput,
  ItemLabel, ItemListQuery, ItemListResponse, ItemOption, ItemOptionType, ItemOrderBy, ItemPrice, ItemSet, LoginCode, LoginInput, LoginResponse,
  MdItemsResponse, MdTagsResponse, OrderPrice, Page, Pagination, Popup, PromotionResponse, RelatedItemsResponse, ReportContentType, ReportInit,
  ReportInput, Review, ReviewOrderBy, ReviewPage, ReviewQuery, ReviewSummary, SearchInfo, SearchRecommend, SearchResultResponse, SellerGroup,
  SellerGroupTotal, SeoRecord, SortDirection, SpotFields, SpotItem, SpotPage, StatusResponse, TopBannerResponse, TopBanners, WallQuery, WallReview,
  WishlistEntry, WishlistQuery, WishlistToggleResponse, YesNo,
  Profile, ProfileAnswer, MyGrade, MyItemInquiry, Address, AddressList, MyCoupon, MyCoupons, MypageDashboard, MyPoints, MyReview, OrderClaim, OrderList, OrderSummary, PointHistory, RefundPreview, OrderAction,
} from '@shop/contracts';
export type {
  AppliedBenefit, BuyInput, CalculateInput, MemberAddress, OrderDetail, OrderPlaced, OrderSheet, PaymentMethod, SaveOrderInput, SetItemInfo,
} from '@shop/contracts';
export type { AccountJoinCheck, FoundIds, JoinInput, SecedeInfo, SnsInfo, SnsProviders, SnsType } from '@shop/contracts';
export type {
  BusinessApplyInput, BusinessInfo, BusinessOrder, BusinessOrders, BusinessStatus, CompanyPage, CompanyPageAnswer, CompanyPageKey, ContentBlock, CsInquiry, CsInquiryPage, Faq,
  CsInquiryInput, FaqPage, Notice, NoticePage, PartnershipInput, PartnershipReceipt, PolicyArticle, PolicyClause, PolicyDocument, PolicyType, PolicyVersions, SiteStatus, TaxInvoice,
} from '@shop/contracts';

// My page uploads
export { uploadPhotos } from './calls/upload-photos.ts';
