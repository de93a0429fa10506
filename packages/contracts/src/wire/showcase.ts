import * as v from 'valibot';
import { pageEntries, pageOf, YesNoSchema } from './common.ts';
import { BannerSchema } from './display.ts';
import { ItemCardSchema, itemCardEntries } from './item.ts';

/** A main visual banner. `content` holds a title and a subtitle separated by `|`. */
export const DisplayBannerSchema = BannerSchema;
export type DisplayBanner = v.InferOutput<typeof DisplayBannerSchema>;

/** `GET /api/display/promotion`: the main visuals for PC and mobile. */
export const PromotionResponseSchema = v.object({ promotion: v.array(BannerSchema), mobilePromotion: v.array(BannerSchema) });
export type PromotionResponse = v.InferOutput<typeof PromotionResponseSchema>;

/** `GET /api/display/md-tags`. */
export const MdTagsResponseSchema = v.object({ tags: v.array(v.string()) });
export type MdTagsResponse = v.InferOutput<typeof MdTagsResponseSchema>;

/** A page of item cards. */
export const ItemCardPageSchema = pageOf(ItemCardSchema);

/** `GET /api/display/md`: the items of one tag, plus the tag shown. */
export const MdItemsResponseSchema = v.object({ ...pageEntries(ItemCardSchema), tag: v.string() });
export type MdItemsResponse = v.InferOutput<typeof MdItemsResponseSchema>;

/** `GET /api/display/best`: the top 100. */
export const BestResponseSchema = v.object({ list: v.array(ItemCardSchema) });
export type BestResponse = v.InferOutput<typeof BestResponseSchema>;

/** One tab of `GET /api/display/group-best` (`key` '' is the overall list, else a depth-1 category url). */
export const BestGroupSchema = v.object({ key: v.string(), name: v.string(), items: v.array(ItemCardSchema) });
export type BestGroup = v.InferOutput<typeof BestGroupSchema>;

/** A review as the review wall and the home page show it (`image`: the first photo, else null). */
export const WallReviewSchema = v.object({
  itemReviewId: v.number(), itemUserCode: v.string(), itemName: v.string(), itemImage: v.nullable(v.string()),
  brand: v.string(), brandId: v.number(), content: v.string(), score: v.number(), image: v.nullable(v.string()),
  images: v.array(v.string()), maskUsername: v.string(), createdDate: v.string(),
});
export type WallReview = v.InferOutput<typeof WallReviewSchema>;

/** The fields of a time deal, added to its item card. */
export const spotEntries = {
  spotFlag: v.literal('Y'),
  /** `'1'` weekly hours, `'2'` time-limited. */
  spotDateType: v.picklist(['1', '2']),
  spotStartDate: v.string(),
  spotEndDate: v.string(),
  spotStartTime: v.string(),
  spotEndTime: v.string(),
  displaySpotStartTime: v.string(),
  displaySpotEndTime: v.string(),
  spotWeekDays: v.array(v.number()),
  spotActiveFlag: YesNoSchema,
  spotCountdownDate: v.string(),
  spotRemainingSeconds: v.number(),
};
export type SpotFields = v.InferOutput<v.ObjectSchema<typeof spotEntries, undefined>>;

/** A time deal: the item card plus its deal. */
export const SpotItemSchema = v.object({ ...itemCardEntries, ...spotEntries });
export type SpotItem = v.InferOutput<typeof SpotItemSchema>;

/** `GET /api/event/spot`: a page of deals and the server time (14 digits) they were computed at. */
export const SpotPageSchema = v.object({ ...pageEntries(SpotItemSchema), serverTime: v.string() });
export type SpotPage = v.InferOutput<typeof SpotPageSchema>;

/** A brand. */
export const BrandSchema = v.object({ id: v.number(), name: v.string(), image: v.string(), content: v.string(), itemCount: v.number(), mainFlag: YesNoSchema });
export type Brand = v.InferOutput<typeof BrandSchema>;

/** `GET /api/brand` and `GET /api/brand/main`. */
export const BrandListResponseSchema = v.object({ list: v.array(BrandSchema) });
export type BrandListResponse = v.InferOutput<typeof BrandListResponseSchema>;

/** `GET /api/brand/{id}/items`: a page of the brand's items plus the brand. */
export const BrandItemsResponseSchema = v.object({ ...pageEntries(ItemCardSchema), brand: BrandSchema });
export type BrandItemsResponse = v.InferOutput<typeof BrandItemsResponseSchema>;

/** `GET /api/search/result`: a page of items plus the query as understood. */
export const SearchResultResponseSchema = v.object({ ...pageEntries(ItemCardSchema), query: v.string() });
export type SearchResultResponse = v.InferOutput<typeof SearchResultResponseSchema>;

/** Where an empty search leads (`blankFlag` Y: in a new window). */
export const SearchRecommendSchema = v.object({ content: v.string(), link: v.string(), blankFlag: YesNoSchema });
export type SearchRecommend = v.InferOutput<typeof SearchRecommendSchema>;

/** `GET /api/search/info`. */
export const SearchInfoSchema = v.object({ keywords: v.array(v.object({ keyword: v.string() })), recommend: v.nullable(SearchRecommendSchema) });
export type SearchInfo = v.InferOutput<typeof SearchInfoSchema>;
