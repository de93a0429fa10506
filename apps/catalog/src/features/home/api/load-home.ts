import { getItems } from '@shop/api-client';
import type { ApiTransport, Category } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import type { ProductCardItem } from '@shop/ui';
import { sortParams } from '@shop/ui/sort';
import type { SortKey } from '@shop/ui/sort';
import { toCardItem } from '../../../lib/card-item.ts';
import { catalogCache } from '../../../lib/catalog-cache.ts';
import { buildHero } from '../utils/build-hero.ts';
import type { HeroTile, HomeCategory, HomePick } from '../utils/build-hero.ts';

/** Items per home list (신상품, 인기상품) and per category pick. */
export const HOME_LIST_SIZE = 8;
export const HOME_PICK_SIZE = 4;
/** How many top-level categories get a pick section. */
export const HOME_PICK_CATEGORIES = 3;

/** Loader data of `/` (plain JSON). */
export type HomePageData = {
  hero: HeroTile[];
  categories: HomeCategory[];
  newest: ProductCardItem[];
  popular: ProductCardItem[];
  picks: HomePick[];
};

async function list(api: ApiTransport, sort: SortKey, size: number, categoryUrl = ''): Promise<ProductCardItem[]> {
  const answer = await getItems(api, { categoryUrl, ...sortParams(sort), page: 1, itemsPerPage: size });
  return answer.content.map(toCardItem);
}

/** A top-level category as the home page links it; the category picture is an API extra beyond the contract. */
function toHomeCategory(category: Category & { image?: unknown }): HomeCategory {
  const image = typeof category.image === 'string' && category.image !== '' ? category.image : undefined;
  return image ? { url: category.url, name: category.name, image } : { url: category.url, name: category.name };
}

/** A failed section is left out rather than failing the whole home page. */
function settled<T>(result: PromiseSettledResult<T>, fallback: T): T {
  return result.status === 'fulfilled' ? result.value : fallback;
}

/** Loads the home page: categories, 신상품, 인기상품 and a pick per top-level category, then the main visual. */
export async function loadHome(args: LoaderFunctionArgs): Promise<HomePageData> {
  const { api } = args.context.get(appContext);
  const [tree, newest, popular] = await Promise.allSettled([
    catalogCache.getCategories(api).then((answer) => answer.list),
    list(api, 'CREATED_DATE', HOME_LIST_SIZE),
    list(api, 'HITS', HOME_LIST_SIZE),
  ]);
  const roots: Category[] = settled(tree, []).filter((category) => category.depth <= 1);
  const categories = roots.map(toHomeCategory);
  const pickResults = await Promise.allSettled(
    categories.slice(0, HOME_PICK_CATEGORIES).map(async (category) => ({ category, items: await list(api, 'ORDERING', HOME_PICK_SIZE, category.url) })),
  );
  const picks = pickResults.flatMap((result) => (result.status === 'fulfilled' && result.value.items.length > 0 ? [result.value] : []));
  const newestItems = settled(newest, []);
  const popularItems = settled(popular, []);
  if (tree.status === 'rejected' && newest.status === 'rejected' && popular.status === 'rejected') throw tree.reason;
  return { hero: buildHero(popularItems, newestItems, picks), categories, newest: newestItems, popular: popularItems, picks };
}
