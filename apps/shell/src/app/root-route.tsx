import { useEffect, useRef } from 'react';
import { Outlet, useMatches, type LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { createCatalogCache, getCartCount, type Category, type GnbMenuItem } from '@shop/api-client';
import { pageTitle } from './page-title.ts';

export type RootData = { categories: Category[]; menu: GnbMenuItem[]; cartCount: number };

/** Category tree and top menu are shared by every visitor: cached 2 minutes (spec section 9) per process/tab. */
const catalogCache = createCatalogCache();

async function safely<T>(load: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`[shell] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    return fallback;
  }
}

/** Header data. A failing API never takes the page down: the chrome renders with what it has. */
export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const { api } = context.get(appContext);
  const [categories, menu, count] = await Promise.all([
    safely(async () => (await catalogCache.getCategories(api)).list, [] as Category[], 'category load'),
    safely(() => catalogCache.getGnbList(api), [], 'menu load'),
    safely(() => getCartCount(api), 0, 'cart count'),
  ]);
  return { categories, menu, cartCount: count };
}

/** Header data changes rarely; navigation does not refetch it (the cart count lives in an atom). */
export function shouldRevalidateRoot({ formMethod }: { formMethod?: string }): boolean {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
}

export function RootRoute() {
  const matches = useMatches();
  const title = pageTitle(matches);
  const firstRender = useRef(true);
  useEffect(() => {
    // The server already wrote the best title (SEO record included); only navigations change it.
    if (firstRender.current) firstRender.current = false;
    else document.title = title;
  }, [title]);
  useEffect(() => {
    document.getElementById('app')?.setAttribute('data-hydrated', 'true');
  }, []);
  return <Outlet />;
}
