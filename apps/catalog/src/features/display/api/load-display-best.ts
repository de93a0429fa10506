import { callContract } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import type { ProductCardItem } from '@shop/ui';
import { toCardItem } from '../../../lib/card-item.ts';
import { catalogCache } from '../../../lib/catalog-cache.ts';
import { notFound, rethrowAsNotFound } from '../../../lib/not-found.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';

/** A category tab of the best page (`url` '' is 전체). */
export type BestTab = { url: string; name: string };

/** Loader data of `/display/best`. */
export type DisplayBestData = { title: string; tabs: BestTab[]; current: string; items: ProductCardItem[] };

/** Loads the depth-1 category tabs and the top 100 of the tab in `?category=` (all items without one). */
export async function loadDisplayBest({ request, context }: LoaderFunctionArgs): Promise<DisplayBestData> {
  const { api } = context.get(appContext);
  const current = new URL(request.url).searchParams.get('category') ?? '';
  const roots = await catalogCache
    .getCategories(api)
    .then((answer) => answer.list.filter((category) => category.depth <= 1))
    .catch(() => []);
  const tabs: BestTab[] = [{ url: '', name: SHOWCASE_MESSAGES.display.allTab }, ...roots.map((root) => ({ url: root.url, name: root.name }))];
  if (current && roots.length > 0 && !roots.some((root) => root.url === current)) notFound();
  const items = current
    ? (await callContract(api, 'GET /api/display/group-best/item-list', { query: { tag: current, size: 100, page: 1 } }).catch((error: unknown) => rethrowAsNotFound(error))).content
    : (await callContract(api, 'GET /api/display/best', {})).list;
  return { title: SHOWCASE_MESSAGES.titles.displayBest, tabs, current, items: items.map(toCardItem) };
}
