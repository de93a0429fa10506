// The page of each template to measure, picked from the seeded data so every run measures the same pages.
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import type { PageTarget } from './page-weight.ts';
import { guestCheckout, memberOrder, memberSession, type BenchCookie } from './personal-pages.ts';

type ItemCard = { itemId: number; itemUserCode: string; itemName: string; itemSoldOutFlag: string; itemOptionFlag: string; itemType: string };
type Category = { url: string; name: string };

export type Templates = {
  home: string;
  category: string;
  item: string;
  search: string;
  cart: string;
  /** Personal pages (filled by `preparePersonalPages` once the stack runs): a guest's order sheet, a member's pages. */
  checkout: string;
  complete: string;
  mypage: string;
  orders: string;
  /** The session cookies of each personal page's visitor. */
  sessions: Partial<Record<PageName, BenchCookie[]>>;
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
    checkout: '',
    complete: '',
    mypage: '/mypage',
    orders: '/mypage/orders',
    sessions: {},
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

/** Pages whose first-load budgets `--quick` gates: the catalogue's, the checkout's and a member's my page. */
export const QUICK_PAGES = ['home', 'category', 'item', 'checkout', 'complete', 'mypage', 'orders'] as const;
export const ALL_PAGES = ['home', 'category', 'item', 'search', 'cart', 'checkout', 'complete', 'mypage', 'orders'] as const;
export type PageName = (typeof ALL_PAGES)[number];
/** Pages seen only by one signed-in shopper or one guest's order sheet. */
export const PERSONAL_PAGES: readonly PageName[] = ['checkout', 'complete', 'mypage', 'orders'];

/**
 * Prepares the personal pages among `names` through the running shop: a guest's order sheet for /order/checkout,
 * and a member's session with one placed order for /order/complete, /mypage and /mypage/orders.
 */
export async function preparePersonalPages(origin: string, t: Templates, names: readonly PageName[]): Promise<void> {
  if (names.includes('checkout')) {
    const guest = await guestCheckout(origin, t.cartItemId);
    t.checkout = guest.path;
    t.sessions.checkout = guest.cookies;
  }
  if (names.some((n) => n === 'complete' || n === 'mypage' || n === 'orders')) {
    const member = await memberSession(origin);
    t.complete = await memberOrder(origin, member, t.cartItemId);
    t.sessions.complete = member;
    t.sessions.mypage = member;
    t.sessions.orders = member;
  }
}

/** The `Cookie` header a page's visitor sends (the cart's visitor is made per call). */
export async function visitorCookieHeader(origin: string, t: Templates, name: PageName): Promise<Record<string, string>> {
  if (name === 'cart') return { Cookie: `SALESONID=${await prepareCartVisitor(origin, t.cartItemId)}` };
  const cookies = t.sessions[name];
  return cookies ? { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } : {};
}

/** The browser targets for the named templates. */
export function pageTargets(origin: string, t: Templates, names: readonly PageName[]): PageTarget[] {
  return names.map((name) => {
    const cookies = t.sessions[name];
    const setup = name === 'cart' ? cartSetup(origin, t.cartItemId) : cookies ? (context: BrowserContext) => context.addCookies(cookies.map((c) => ({ ...c, url: origin }))) : undefined;
    return { name, url: origin + t[name], setup };
  });
}
