// The page of each template to measure, picked from the seeded data so every run measures the same pages.
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import type { PageTarget } from './page-weight.ts';

type ItemCard = { itemId: number; itemUserCode: string; itemName: string; itemSoldOutFlag: string; itemOptionFlag: string; itemType: string };
type Category = { url: string; name: string };

export type Templates = {
  home: string;
  category: string;
  item: string;
  search: string;
  cart: string;
  /** More pages of the same templates, for load tests that should not hit one cached URL only. */
  extraCategories: string[];
  extraItems: string[];
  /** An in-stock item without options: what the cart page's visitor put in the cart. */
  cartItemId: number;
  /** The detail's item code, for API tests. */
  itemCode: string;
};

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Picks the first category, the first in-stock item (default order) and a search word from its name. */
export async function pickTemplates(apiOrigin: string): Promise<Templates> {
  const categories = (await json<{ list: Category[] }>(`${apiOrigin}/api/category`)).list;
  const items = (await json<{ content: ItemCard[] }>(`${apiOrigin}/api/item?itemsPerPage=48`)).content;
  const inStock = items.filter((i) => i.itemSoldOutFlag !== 'Y');
  const item = inStock[0];
  const simple = inStock.find((i) => i.itemOptionFlag === 'N' && i.itemType === '1');
  if (!categories[0] || !item || !simple) throw new Error('the seeded data has no category or in-stock item');
  const word = item.itemName.split(/\s+/).find((w) => w.length >= 2) ?? item.itemName;
  return {
    home: '/',
    category: `/categories/${categories[0].url}`,
    item: `/items/${item.itemUserCode}`,
    search: `/search?query=${encodeURIComponent(word)}`,
    cart: '/cart',
    extraCategories: categories.slice(0, 6).map((c) => `/categories/${c.url}`),
    extraItems: inStock.slice(0, 20).map((i) => `/items/${i.itemUserCode}`),
    cartItemId: simple.itemId,
    itemCode: item.itemUserCode,
  };
}

/** A new visitor id with one item in its cart (added through the shell's /api proxy): the cart page's visitor. */
export async function prepareCartVisitor(origin: string, itemId: number): Promise<string> {
  const visitor = randomUUID();
  const res = await fetch(`${origin}/api/cart/add`, {
    method: 'POST',
    headers: { origin, cookie: `SALESONID=${visitor}`, 'content-type': 'application/json' },
    body: JSON.stringify({ arrayRequiredItems: [`${itemId}||1||`] }),
  });
  if (!res.ok) throw new Error(`adding item ${itemId} to the cart answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return visitor;
}

/** Browser setup for the cart page: the visitor's cookie, with one item in its cart. */
export function cartSetup(origin: string, itemId: number): (context: BrowserContext) => Promise<void> {
  return async (context) => {
    const visitor = await prepareCartVisitor(origin, itemId);
    await context.addCookies([{ name: 'SALESONID', value: visitor, url: origin }]);
  };
}

export const QUICK_PAGES = ['home', 'category', 'item'] as const;
export const ALL_PAGES = ['home', 'category', 'item', 'search', 'cart'] as const;
export type PageName = (typeof ALL_PAGES)[number];

/** The browser targets for the named templates. */
export function pageTargets(origin: string, t: Templates, names: readonly PageName[]): PageTarget[] {
  return names.map((name) => ({ name, url: origin + t[name], setup: name === 'cart' ? cartSetup(origin, t.cartItemId) : undefined }));
}
