import type { Banner, TopBannerResponse, TopBanners } from '@shop/contracts';

/**
 * Whether a banner can be shown: it needs a non-empty image.
 * @param banner A banner or anything.
 * @returns True for a banner with an image.
 */
export function isValidBanner(banner: Partial<Banner> | null | undefined): banner is Banner {
  return typeof banner?.image === 'string' && banner.image.trim() !== '';
}

/**
 * The first valid banner of each list.
 * @param response The answer of `GET /api/display/top-banner`.
 * @returns Desktop and mobile banner, each `null` when its list has no valid banner.
 */
export function pickTopBanners(response: Partial<TopBannerResponse> | null | undefined): TopBanners {
  return {
    topBanner: response?.topBanner?.find(isValidBanner) ?? null,
    mobileTopBanner: response?.mobileTopBanner?.find(isValidBanner) ?? null,
  };
}
