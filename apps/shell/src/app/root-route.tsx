import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, type LoaderFunctionArgs } from '@shop/router';
import { appContext, isLoggedIn, isLoggedInAtom, sessionAtom, wishlistIdsAtom } from '@shop/session';
import {
  API_ERROR_CODES, callContract, CATALOG_CACHE_TTL_MS, createCatalogCache, createFetchTransport, createTtlCache, pickTopBanners, wishlistIdsOf, withErrorCode,
  type BusinessInfo, type Category, type GnbMenuItem, type SearchInfo, type TopBanners,
} from '@shop/api-client';
import { hasTopBannerCookie } from './header/top-banner-cookie.ts';
import { useRootHydrated } from './hydration-area.tsx';

/**
 * Header data, plus the member's wishlist item ids (empty for visitors) that seed `wishlistIdsAtom`. The cart count
 * is not here: it is the visitor's own, so the browser fetches it after hydration (header/cart-count.tsx) and the
 * server HTML of a public page is the same for every visitor without a session.
 */
export type RootData = {
  categories: Category[];
  menu: GnbMenuItem[];
  searchInfo: SearchInfo;
  topBanners: TopBanners;
  wishlistItemIds: number[];
  /** The footer's legal business information (the API's one source, also shown on /open-info); null when the API failed. */
  businessInfo: BusinessInfo | null;
};

const NO_SEARCH_INFO: SearchInfo = { keywords: [], recommend: null };
const NO_TOP_BANNERS: TopBanners = { topBanner: null, mobileTopBanner: null };

/** Category tree and top menu are shared by every visitor: cached 2 minutes (spec section 9) per process/tab. */
const catalogCache = createCatalogCache();
/** Popular keywords and the recommendation are shared by every visitor too: cached like the menu. */
const searchInfoCache = createTtlCache<SearchInfo>({ ttlMs: CATALOG_CACHE_TTL_MS, now: () => Date.now() });
/** The business information changes only when the operator edits it: cached like the menu. */
const businessInfoCache = createTtlCache<BusinessInfo>({ ttlMs: CATALOG_CACHE_TTL_MS, now: () => Date.now() });

/** Forgets the kept business information (the server calls it when the operator edits it through the shell). */
export function forgetBusinessInfo(): void {
  businessInfoCache.clear();
}

async function safely<T>(load: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`[shell] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    return fallback;
  }
}

/** The request's cookies: the `Cookie` header on the server, `document.cookie` in the browser. */
function requestCookies(request: Request): string {
  return request.headers.get('cookie') ?? (typeof document === 'undefined' ? '' : document.cookie);
}

/**
 * Header data. A failing API never takes the page down: the chrome renders with what it has. While the
 * visitor's top-banner close cookie exists, no banner is fetched. A member's wishlist item ids are loaded once
 * here (the API only answers a member whose account needs no action), so every page's hearts are right.
 */
export async function rootLoader({ context, request }: LoaderFunctionArgs): Promise<RootData> {
  const { api, store } = context.get(appContext);
  const bannerClosed = hasTopBannerCookie(requestCookies(request));
  const session = store.get(sessionAtom);
  const member = isLoggedIn(session) && !session.status;
  const [categories, menu, searchInfo, topBanners, wishlistItemIds, businessInfo] = await Promise.all([
    safely(async () => (await catalogCache.getCategories(api)).list, [] as Category[], 'category load'),
    safely(() => catalogCache.getGnbList(api), [], 'menu load'),
    safely(() => searchInfoCache.get('search-info', async () => {
      const answer = await callContract(api, 'GET /api/search/info', {});
      return { keywords: answer?.keywords ?? [], recommend: answer?.recommend ?? null };
    }), NO_SEARCH_INFO, 'search info'),
    bannerClosed ? NO_TOP_BANNERS : safely(async () => pickTopBanners(await callContract(api, 'GET /api/display/top-banner', {})), NO_TOP_BANNERS, 'top banner'),
    member
      ? safely(() => callContract(api, 'GET /api/wishlist/item-ids', { cache: 'no-store' }).then(wishlistIdsOf, (error: unknown) => {
        throw withErrorCode(error, API_ERROR_CODES.WISHLIST_LIST_FAILED, 'GET', '/api/wishlist/item-ids');
      }), [] as number[], 'wishlist ids')
      : ([] as number[]),
    safely(() => businessInfoCache.get('business-info', () => callContract(api, 'GET /api/site/business-info', {})), null, 'business info'),
  ]);
  return { categories, menu, searchInfo, topBanners, wishlistItemIds, businessInfo };
}

/**
 * Keeps `wishlistIdsAtom` in step with a login or logout that happens without a page load (the root loader
 * does not run again then): a new member's ids are fetched through the same-origin proxy, a logout clears them.
 */
function useWishlistSync(): void {
  // A member in an account state (dormant, password to change) has no API access yet: no ids until it clears.
  const loggedIn = useAtomValue(isLoggedInAtom);
  const status = useAtomValue(sessionAtom).status;
  const member = loggedIn && !status;
  const dispatch = useSetAtom(wishlistIdsAtom);
  const loadedFor = useRef(member);
  useEffect(() => {
    if (loadedFor.current === member) return undefined;
    loadedFor.current = member;
    if (!member) {
      dispatch({ type: 'cleared' });
      return undefined;
    }
    let current = true;
    callContract(createFetchTransport({ baseUrl: '' }), 'GET /api/wishlist/item-ids', { cache: 'no-store' }).then(wishlistIdsOf).then(
      (itemIds) => {
        if (current) dispatch({ type: 'loaded', itemIds });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [member, dispatch]);
}

/** Header data changes rarely; navigation does not refetch it (the cart count lives in an atom). */
export function shouldRevalidateRoot({ formMethod }: { formMethod?: string }): boolean {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
}

export function RootRoute() {
  useWishlistSync();
  // The server wrote the head; client-side navigations update it (follow-seo.ts, loaded with the router engine).
  useRootHydrated();
  return <Outlet />;
}
