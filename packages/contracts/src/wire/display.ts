import * as v from 'valibot';

/** An entry of the top navigation menu (`target`: an external http(s) link or an internal path). */
export const GnbMenuItemSchema = v.object({ index: v.number(), name: v.string(), target: v.string(), isExternalLink: v.boolean() });
export type GnbMenuItem = v.InferOutput<typeof GnbMenuItemSchema>;

/** `GET /api/common/gnb-list`. */
export const GnbListResponseSchema = v.object({ list: v.array(GnbMenuItemSchema) });
export type GnbListResponse = v.InferOutput<typeof GnbListResponseSchema>;

/** A banner; valid only with a non-empty `image`. A main visual's `content` is `title|subtitle`. */
export const BannerSchema = v.object({ image: v.string(), color: v.string(), url: v.string(), content: v.string() });
export type Banner = v.InferOutput<typeof BannerSchema>;

/** `GET /api/display/top-banner`. */
export const TopBannerResponseSchema = v.object({ topBanner: v.array(BannerSchema), mobileTopBanner: v.array(BannerSchema) });
export type TopBannerResponse = v.InferOutput<typeof TopBannerResponseSchema>;

/** The first valid banner of each list (`null` when a list has none). */
export type TopBanners = { topBanner: Banner | null; mobileTopBanner: Banner | null };

/** `GET /api/seo?u=<path>`. */
export const SeoRecordSchema = v.object({
  title: v.string(),
  keywords: v.string(),
  description: v.string(),
  ogTitle: v.string(),
  ogDescription: v.string(),
  ogImage: v.string(),
  indexFlag: v.union([v.boolean(), v.picklist(['Y', 'N'])]),
});
export type SeoRecord = v.InferOutput<typeof SeoRecordSchema>;
