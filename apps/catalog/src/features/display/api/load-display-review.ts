import { callContract } from '@shop/api-client';
import type { WallReview } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { readListPage } from '../../../lib/list-params.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';

/** Reviews per page of the review wall. */
export const REVIEW_WALL_SIZE = 20;

/** A brand tab of the review wall (`id` 0 is 전체). */
export type ReviewBrandTab = { id: number; name: string };

/** Loader data of `/display/review`. */
export type DisplayReviewData = {
  title: string;
  tabs: ReviewBrandTab[];
  brandId: number;
  photoOnly: boolean;
  reviews: WallReview[];
  currentPage: number;
  totalPages: number;
  totalElements: number;
};

function readBrandId(search: URLSearchParams): number {
  const raw = search.get('brand') ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/** Loads the review wall: brand tabs, and the reviews of `?brand=` (photo reviews only with `?photo=Y`), newest first. */
export async function loadDisplayReview({ request, context }: LoaderFunctionArgs): Promise<DisplayReviewData> {
  const { api } = context.get(appContext);
  const search = new URL(request.url).searchParams;
  const brandId = readBrandId(search);
  const photoOnly = search.get('photo') === 'Y';
  const [brands, wall] = await Promise.all([
    callContract(api, 'GET /api/brand', {}).then((answer) => answer.list).catch(() => []),
    callContract(api, 'GET /api/display/reviews', { query: { brandId: brandId || undefined, photoFlag: photoOnly ? 'Y' : undefined, page: readListPage(search), size: REVIEW_WALL_SIZE } }),
  ]);
  return {
    title: SHOWCASE_MESSAGES.titles.displayReview,
    tabs: [{ id: 0, name: SHOWCASE_MESSAGES.display.allTab }, ...brands.map((brand) => ({ id: brand.id, name: brand.name }))],
    brandId,
    photoOnly,
    reviews: wall.content,
    currentPage: wall.pagination.currentPage,
    totalPages: wall.pagination.totalPages,
    totalElements: wall.pagination.totalElements,
  };
}
