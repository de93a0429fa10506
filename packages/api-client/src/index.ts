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
export { ApiError, isApiError } from './errors/api-error.ts';
export type { CallError, CallErrorCode } from './errors/call-error.ts';
export { isCallError } from './errors/call-error.ts';
export type { ApiErrorCode } from './errors/error-codes.ts';
export { API_ERROR_CODES } from './errors/error-codes.ts';
export { getUserMessage } from './errors/get-user-message.ts';
export { DEFAULT_ERROR_MESSAGE } from './errors/messages.ko.ts';

// Calls: auth and visitor
export type { VerifiedPhoneInput } from './calls/verified-phone.ts';

// Calls: catalogue and display
export { getCategories } from './calls/get-categories.ts';
export { checkCategoryUpdated } from './calls/check-category-updated.ts';
export { getGnbList, getMenuHref } from './calls/get-gnb-list.ts';
export { getItems } from './calls/get-items.ts';
export { getItem } from './calls/get-item.ts';
export { getTopBanner } from './calls/get-top-banner.ts';
export { getSeo } from './calls/get-seo.ts';
export type { MessengerNotice } from './calls/platform-calls.ts';
export { getMessengerSender, notifyMessenger, postPageView, postUniqueVisit, postVisitBatch, type BufferedPageView } from './calls/platform-calls.ts';

// Calls: showcase (display lists, time deals, brands, search)
export { getPromotion } from './calls/get-promotion.ts';
export { getDisplayNew } from './calls/get-display-new.ts';
export { getMdItems, getMdTags } from './calls/get-md.ts';
export { getBest, getGroupBest, getGroupBestItems } from './calls/get-best.ts';
export { getMainReviews, getReviewWall } from './calls/get-review-wall.ts';
export { getSpots } from './calls/get-spots.ts';
export { getBrand, getBrandItems, getBrands, getMainBrands } from './calls/get-brands.ts';
export { getSearchInfo, searchItems } from './calls/search.ts';

// Cart: encoding lines, reading answers
export { normalizeCart } from './calls/normalize-cart.ts';
export { cartCountOf, isStatusOk } from './calls/cart-answers.ts';
export type { CartItemLine } from './calls/encode-cart-item.ts';
export { encodeCartItem } from './calls/encode-cart-item.ts';

// Calls: wishlist
export { getWishlist } from './calls/get-wishlist.ts';
export { getWishlistCount } from './calls/get-wishlist-count.ts';
export { toggleWishlist } from './calls/toggle-wishlist.ts';
export { deleteWishlist } from './calls/delete-wishlist.ts';
export { deleteWishlistItem } from './calls/delete-wishlist-item.ts';
export { getWishlistItemIds } from './calls/get-wishlist-item-ids.ts';

// Calls: item community (related items, reviews, Q&A, reports, coupons, islands, events, popups)
export { getItemRelation } from './calls/get-item-relation.ts';
export { getItemReviews } from './calls/get-item-reviews.ts';
export { getItemInquiries } from './calls/get-item-inquiries.ts';
export { postItemInquiry } from './calls/post-item-inquiry.ts';
export { getReportInit } from './calls/get-report-init.ts';
export { postReport } from './calls/post-report.ts';
export { setBlocked } from './calls/set-blocked.ts';
export { getItemCoupons } from './calls/get-item-coupons.ts';
export { downloadCoupon } from './calls/download-coupon.ts';
export { downloadAllItemCoupons } from './calls/download-all-item-coupons.ts';
export { getIslandInfo } from './calls/get-island-info.ts';
export { getEvents } from './calls/get-events.ts';
export { getEvent } from './calls/get-event.ts';
export { getEventReplies } from './calls/get-event-replies.ts';
export { postEventReply } from './calls/post-event-reply.ts';
export { getPopups } from './calls/get-popups.ts';
export { getPopup } from './calls/get-popup.ts';
export type { PickedFile } from './transport/multipart-body.ts';
export { multipartBody } from './transport/multipart-body.ts';
export type { WishlistIdsAction, WishlistIdsState } from './wishlist/wishlist-ids.ts';
export { EMPTY_WISHLIST_IDS, hasWishlistItem, reduceWishlistIds } from './wishlist/wishlist-ids.ts';

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

// My page
export { uploadPhotos } from './calls/upload-photos.ts';
