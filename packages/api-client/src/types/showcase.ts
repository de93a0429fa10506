import type { SortDirection } from './category.ts';
import type { ItemCard, YesNo } from './item.ts';
import type { Page } from './page.ts';

/** Sort and page of a sortable item list (`size` items per page, 24 by default). */
export type CardListQuery = {
  orderBy?: 'ORDERING' | 'CREATED_DATE' | 'HITS' | 'SALE_PRICE' | '';
  sort?: SortDirection | '';
  page?: number;
  size?: number;
};

/** A main visual banner. `content` holds a title and a subtitle separated by `|`. */
export type DisplayBanner = { image: string; color: string; url: string; content: string };

/** `GET /api/display/promotion`: the main visuals for PC and mobile. */
export type PromotionResponse = { promotion: DisplayBanner[]; mobilePromotion: DisplayBanner[] };

/** `GET /api/display/md-tags`. */
export type MdTagsResponse = { tags: string[] };

/** `GET /api/display/md`: the items of one tag, plus the tag shown. */
export type MdItemsResponse = Page<ItemCard> & { tag: string };

/** `GET /api/display/best`: the top 100. */
export type BestResponse = { list: ItemCard[] };

/** One tab of `GET /api/display/group-best` (`key` '' is the overall list, else a depth-1 category url). */
export type BestGroup = { key: string; name: string; items: ItemCard[] };

/** A review as the review wall and the home page show it. */
export type WallReview = {
  itemReviewId: number;
  itemUserCode: string;
  itemName: string;
  itemImage: string | null;
  brand: string;
  brandId: number;
  content: string;
  score: number;
  /** The first photo, else null. */
  image: string | null;
  images: string[];
  maskUsername: string;
  /** 14-digit date. */
  createdDate: string;
};

/** Filters of `GET /api/display/reviews`. */
export type WallQuery = { brandId?: number; photoFlag?: YesNo | ''; page?: number; size?: number };

/** The fields of a time deal, added to its item card. */
export type SpotFields = {
  spotFlag: 'Y';
  /** `'1'` weekly hours, `'2'` time-limited. */
  spotDateType: '1' | '2';
  spotStartDate: string;
  spotEndDate: string;
  /** `'HHmm'` of weekly deals ('' otherwise). */
  spotStartTime: string;
  spotEndTime: string;
  /** `'HH:mm'` of weekly deals ('' otherwise). */
  displaySpotStartTime: string;
  displaySpotEndTime: string;
  /** 1 Monday … 7 Sunday (weekly deals; empty otherwise). */
  spotWeekDays: number[];
  /** Whether the deal price applies at answer time. */
  spotActiveFlag: YesNo;
  /** Time-limited deals: the end date counted down to (= spotEndDate); '' for weekly deals. */
  spotCountdownDate: string;
  /** Time-limited deals: whole seconds left when the server answered (0 once over); 0 for weekly deals. */
  spotRemainingSeconds: number;
};

/** A time deal: the item card plus its deal. */
export type SpotItem = ItemCard & SpotFields;

/** `GET /api/event/spot`: a page of deals and the server time (14 digits) they were computed at. */
export type SpotPage = Page<SpotItem> & { serverTime: string };

/** A brand. */
export type Brand = { id: number; name: string; image: string; content: string; itemCount: number; mainFlag: YesNo };

/** `GET /api/brand` and `GET /api/brand/main`. */
export type BrandListResponse = { list: Brand[] };

/** `GET /api/brand/{id}/items`: a page of the brand's items plus the brand. */
export type BrandItemsResponse = Page<ItemCard> & { brand: Brand };

/** `GET /api/search/result`: a page of items plus the query as understood. */
export type SearchResultResponse = Page<ItemCard> & { query: string };

/** Where an empty search leads (`blankFlag` Y: in a new window). */
export type SearchRecommend = { content: string; link: string; blankFlag: YesNo };

/** `GET /api/search/info`. */
export type SearchInfo = { keywords: { keyword: string }[]; recommend: SearchRecommend | null };
