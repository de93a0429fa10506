// Moving between remotes: a client-side navigation from the home page to a page of a remote the session has not
// visited yet, timed from the tap to the new page's main heading painted, on a phone at 4x CPU slowdown.
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from './browser.ts';
import { summariseNavigation, type NavigationFigure } from './interaction-figures.ts';
import { openHydrated, phoneContext, slowDown } from './interactions.ts';
import { memberSession, type BenchCookie } from './personal-pages.ts';

/** Lighthouse's slow 4G (its mobile default): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } as const;

type Target = { path: string; remote: string; member: boolean; link: (page: Page) => Locator };

const TARGETS: Target[] = [
  { path: '/items/', remote: 'catalog', member: false, link: (page) => page.locator('a.ui-product-card__link[href^="/items/"]').first() },
  { path: '/cart', remote: 'cart-order', member: false, link: (page) => page.locator('header a[href="/cart"]').first() },
  { path: '/mypage', remote: 'mypage', member: true, link: (page) => page.locator('header a[href="/mypage"]').first() },
  { path: '/customer/faqs', remote: 'company-cs', member: false, link: (page) => page.locator('a[href="/customer/faqs"]').first() },
];

declare global {
  interface Window {
    __benchNav?: Promise<number>;
  }
}

/**
 * Arms the page: the next pointerdown is the start; the end is the first frame after the address has the target
 * path and a main heading other than the one the page had.
 */
function armNavigation(pathPrefix: string): void {
  const oldHeading = document.querySelector('h1')?.textContent ?? '';
  window.__benchNav = new Promise<number>((resolve) => {
    let start: number | null = null;
    addEventListener('pointerdown', (e) => (start = e.timeStamp), { capture: true, once: true });
    const check = () => {
      const h1 = document.querySelector('h1');
      if (start === null || !location.pathname.startsWith(pathPrefix) || !h1 || h1.textContent === oldHeading) return;
      observer.disconnect();
      const from = start;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - from), 0));
    };
    const observer = new MutationObserver(check);
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  });
}

/** Until the page has asked for nothing new for `quietMs` (a hover preload finished). */
async function networkQuiet(page: Page, quietMs = 600, maxMs = 15_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let last = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count !== last) {
      last = count;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

async function oneNavigation(browser: Browser, origin: string, cookies: readonly BenchCookie[], target: Target, network: NavigationFigure['network'], preload: boolean): Promise<{ ms: number; fullLoad: boolean }> {
  const context = await phoneContext(browser, cookies, origin);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const cdp = await slowDown(page);
    await openHydrated(page, `${origin}/`);
    const link = target.link(page);
    // The shopper scrolls to the link first (a touch: the navigation engine loads at the first sign of use).
    await link.scrollIntoViewIfNeeded();
    await page.touchscreen.tap(2, 400).catch(() => undefined);
    await page.waitForTimeout(300);
    if (preload) {
      await link.hover();
      await networkQuiet(page);
    } else await networkQuiet(page, 300);
    if (network === 'slow 4G') {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await page.evaluate(armNavigation, target.path);
    const navigated = page.waitForEvent('framenavigated', { timeout: 30_000 }).catch(() => null);
    const started = Date.now();
    await link.tap();
    try {
      const ms = await page.evaluate(() => window.__benchNav!);
      return { ms, fullLoad: false };
    } catch {
      // The document was replaced: a full page load. Timed by the wall clock, to the heading painted.
      await navigated;
      await page.locator('h1').first().waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
      return { ms: Date.now() - started, fullLoad: true };
    }
  } finally {
    await context.close();
  }
}

/** Each target `runs` times (each run a fresh session), on both networks, with and without a hover preload. */
export async function measureNavigations(origin: string, runs: number, onLine?: (line: string) => void): Promise<NavigationFigure[]> {
  const member = await memberSession(origin);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const out: NavigationFigure[] = [];
  try {
    for (const network of ['fast', 'slow 4G'] as const) {
      for (const preload of [true, false]) {
        for (const target of TARGETS) {
          const times: number[] = [];
          let fullLoads = 0;
          let skipped: string | undefined;
          for (let i = 0; i < runs && !skipped; i += 1) {
            try {
              const r = await oneNavigation(browser, origin, target.member ? member : [], target, network, preload);
              times.push(Math.round(r.ms));
              if (r.fullLoad) fullLoads += 1;
            } catch (error) {
              skipped = `failed: ${(error as Error).message.split('\n')[0]}`;
            }
          }
          const figure = summariseNavigation({ target: target.path, remote: target.remote, network, preload, runs: times, fullLoads, ...(skipped ? { skipped } : {}) });
          onLine?.(`  home → ${target.path} (${target.remote}), ${network}, ${preload ? 'after a hover preload' : 'no preload'}: ${times.join(' ')} ms${fullLoads ? `, ${fullLoads} full loads` : ''}${skipped ? `; ${skipped}` : ''}`);
          out.push(figure);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
