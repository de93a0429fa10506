import { callContract, cardListParams } from '@shop/api-client';
import type { ApiTransport, Brand, Category, EventSummary, WallReview } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { withSections } from '@shop/ui';
import type { ProductCardItem } from '@shop/ui';
import { toCardItem } from '../../../lib/card-item.ts';
import { catalogCache } from '../../../lib/catalog-cache.ts';
import { toSpotCard, type SpotCardData } from '../../../lib/spot-deal.ts';
import { loadMainPopups, requestCookies, type MainPopup } from '../../../lib/main-popups.ts';
import type { HomeBestGroup } from '../components/best-section.tsx';
import type { HomeCategory } from '../components/category-shortcuts.tsx';
import type { HomeEvent } from '../components/event-section.tsx';
import type { HomeMd } from '../components/md-section.tsx';
import { buildSlides, type MainSlide } from '../utils/build-slides.ts';
import { HOME_MD_SIZE } from '../utils/md-size.ts';
import { HOME_SECTIONS } from '../components/home-sections.ts';

/** Items of the new-items section, time deals, best items per tab, reviews and events on the home page. */
export const HOME_NEW_SIZE = 8;
export const HOME_SPOT_SIZE = 4;
export const HOME_BEST_SIZE = 5;
export const HOME_REVIEW_SIZE = 8;
export const HOME_EVENT_SIZE = 4;

/** Loader data of `/` (plain JSON). */
export type HomePageData = {
  slides: MainSlide[];
  categories: HomeCategory[];
  newest: ProductCardItem[];
  spots: SpotCardData[];
  best: HomeBestGroup[];
  brands: Brand[];
  md: HomeMd;
  reviews: WallReview[];
  events: HomeEvent[];
  /** Popups showing now that the visitor has not hidden for today (from the request's cookies). */
  popups: MainPopup[];
};

/** A top-level category as the home page links it; the category picture is an API extra beyond the contract. */
function toHomeCategory(category: Category & { image?: unknown }): HomeCategory {
  const image = typeof category.image === 'string' && category.image !== '' ? category.image : undefined;
  return image ? { url: category.url, name: category.name, image } : { url: category.url, name: category.name };
}

function toHomeEvent(event: EventSummary): HomeEvent {
  return { id: event.id, link: event.link, title: event.title, image: event.image, dateText: event.dateText, simpleContent: event.simpleContent, external: event.externalLinkFlag === 'Y' };
}

async function loadMd(api: ApiTransport): Promise<HomeMd> {
  const { tags } = await callContract(api, 'GET /api/display/md-tags', {});
  const tag = tags[0];
  if (!tag) return { tags, tag: '', items: [] };
  const page = await callContract(api, 'GET /api/display/md', { query: { tag, ...cardListParams({ size: HOME_MD_SIZE }) } });
  return { tags, tag, items: page.content.map(toCardItem) };
}

/** A failed section is left out rather than failing the whole home page. */
function settled<T>(result: PromiseSettledResult<T>, fallback: T): T {
  return result.status === 'fulfilled' ? result.value : fallback;
}

/** The content of a settled page answer ([] when it failed). */
function contentOf<T>(result: PromiseSettledResult<{ content: T[] }>): T[] {
  return result.status === 'fulfilled' ? result.value.content : [];
}

/** Loads every home section in parallel; the page fails only when every section does. */
async function loadHomeData(args: LoaderFunctionArgs): Promise<HomePageData> {
  const { api } = args.context.get(appContext);
  const cookies = requestCookies(args.request);
  const results = await Promise.allSettled([
    callContract(api, 'GET /api/display/promotion', {}),
    catalogCache.getCategories(api),
    callContract(api, 'GET /api/display/new', { query: cardListParams({ size: HOME_NEW_SIZE }) }),
    callContract(api, 'GET /api/event/spot', { query: { size: HOME_SPOT_SIZE } }),
    callContract(api, 'GET /api/display/group-best', { query: { size: HOME_BEST_SIZE } }),
    callContract(api, 'GET /api/brand/main', {}).then((answer) => answer.list),
    loadMd(api),
    callContract(api, 'GET /api/display/main-reviews', { query: { limit: HOME_REVIEW_SIZE } }).then((answer) => answer.list),
    callContract(api, 'GET /api/event', { query: { page: 1, size: HOME_EVENT_SIZE } }),
    loadMainPopups(api, cookies),
  ] as const);
  const [promotion, tree, newest, spots, best, brands, md, reviews, events, popups] = results;
  const failure = results.find((result) => result.status === 'rejected');
  if (failure && results.every((result) => result.status === 'rejected')) throw failure.reason;
  const visuals = settled(promotion, { promotion: [], mobilePromotion: [] });
  return {
    slides: buildSlides(visuals.promotion, visuals.mobilePromotion),
    categories: settled(tree, { list: [], updatedDate: '' }).list.filter((category) => category.depth <= 1).map(toHomeCategory),
    newest: contentOf(newest).map(toCardItem),
    spots: contentOf(spots).map(toSpotCard),
    best: settled(best, []).map((group) => ({ key: group.key, name: group.name, items: group.items.map(toCardItem) })),
    brands: settled(brands, []),
    md: settled(md, { tags: [], tag: '', items: [] }),
    reviews: settled(reviews, []),
    events: contentOf(events).filter((event) => event.prodState !== 'END').map(toHomeEvent),
    popups: settled(popups, []),
  };
}

/** The loader of `/`: its data, and the code of its lazy sections (so SSR and client navigations render them at once). */
export const loadHome = withSections(loadHomeData, HOME_SECTIONS);
