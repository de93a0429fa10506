/** An entry of the top navigation menu. */
export type GnbMenuItem = {
  index: number;
  name: string;
  /** External http(s) link or an internal path (a leading slash may be missing). */
  target: string;
  isExternalLink: boolean;
};

/** `GET /api/common/gnb-list`. */
export type GnbListResponse = { list: GnbMenuItem[] };

/** A top banner; valid only with a non-empty `image`. */
export type Banner = { image: string; color: string; url: string; content: string };

/** `GET /api/display/top-banner`. */
export type TopBannerResponse = { topBanner: Banner[]; mobileTopBanner: Banner[] };

/** The first valid banner of each list (`null` when a list has none). */
export type TopBanners = { topBanner: Banner | null; mobileTopBanner: Banner | null };

/** `GET /api/seo?u=<path>`. */
export type SeoRecord = {
  title: string;
  keywords: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  indexFlag: boolean | 'Y' | 'N';
};
