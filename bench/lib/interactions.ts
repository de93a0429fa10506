// What a shopper feels after a page has loaded: how long each tap takes to paint its answer, read from the Event
// Timing API (the entries Interaction to Next Paint is computed from), on a phone at 4x CPU slowdown.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from './browser.ts';
import { INTERACTION_BUDGETS, runDuration, slowScripts, summarise, type EventEntry, type FrameEntry, type InteractionFigure } from './interaction-figures.ts';
import { memberOrder, memberSession, type BenchCookie } from './personal-pages.ts';
import { prepareCartVisitor, type Templates } from './targets.ts';

/** A mid-range Android phone (Galaxy S23 class): the shop's mobile layout, touch input. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S911N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
} as const;

export const CPU_SLOWDOWN = 4;

declare global {
  interface Window {
    __benchEvents?: EventEntry[];
    __benchFrames?: FrameEntry[];
    __benchCommits?: number;
  }
}

/** Collects Event Timing entries (16 ms threshold, the smallest) and long animation frames with their scripts. */
function observeInteractions(): void {
  window.__benchEvents = [];
  window.__benchFrames = [];
  window.__benchCommits = 0;
  // React reports every commit to the DevTools hook when one is there before it starts, release builds too: the
  // commits of a run are a figure the machine's speed does not move.
  if (!('__REACT_DEVTOOLS_GLOBAL_HOOK__' in window)) {
    const none = () => undefined;
    const hook = { supportsFiber: true, isDisabled: false, renderers: new Map(), inject: () => 1, checkDCE: none, onScheduleFiberRoot: none, onCommitFiberUnmount: none, onPostCommitFiberRoot: none, onCommitFiberRoot: () => void (window.__benchCommits = (window.__benchCommits ?? 0) + 1) };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: true });
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      window.__benchEvents!.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: (e as { interactionId?: number }).interactionId ?? 0, processingStart: e.processingStart, processingEnd: e.processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries() as unknown as { startTime: number; duration: number; blockingDuration: number; scripts: { sourceURL: string; sourceFunctionName: string; invoker: string; duration: number; startTime: number }[] }[]) {
        window.__benchFrames!.push({ startTime: f.startTime, duration: f.duration, blockingDuration: f.blockingDuration, scripts: f.scripts.map((s) => ({ sourceURL: s.sourceURL, sourceFunctionName: s.sourceFunctionName, invoker: s.invoker, duration: s.duration, startTime: s.startTime })) });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // Long Animation Frames are Chromium 123+; without them runs are measured but not attributed.
  }
}

/** A fresh phone context whose pages report their interactions, with the CPU slowed down. */
export async function phoneContext(browser: Browser, cookies: readonly BenchCookie[], origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE });
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
  await context.addInitScript(observeInteractions);
  return context;
}

export async function slowDown(page: Page, rate = CPU_SLOWDOWN): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * Opens a page and waits until React has hydrated it and the shell's idle-time load (the navigation engine, a few
 * seconds after start: the `shop:idle-load` mark) is done, as for a shopper who looks at the page before the first
 * tap; otherwise that load's task lands in whichever run comes first.
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('#app[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(() => performance.getEntriesByName('shop:idle-load').length > 0, undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

/** Two frames and a moment after the interaction: its paint is presented and the observers have been called. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 120)))));
}

type Scenario = {
  name: string;
  /** Puts the page in the state the interaction starts from (not measured). */
  before?: (page: Page, run: number) => Promise<void>;
  /** The interaction, and what the shopper sees answer it. */
  act: (page: Page, run: number) => Promise<void>;
  /** Undoes what the run left open (not measured). */
  after?: (page: Page, run: number) => Promise<void>;
};

type PageScenarios = {
  page: string;
  url: string;
  cookies: () => Promise<BenchCookie[]>;
  scenarios: Scenario[];
  /** A document served by the bench itself instead of the shop (the control). */
  document?: string;
};

/** Where the control page is served (by the bench, through Playwright's routing: no request reaches the shop). */
const CONTROL_PATH = '/__bench/control';

/**
 * The control: a document with one labelled checkbox as deep in the DOM as the cart's, no script and no style. Its
 * tap measures what the harness, the browser's input pipeline and the 4x slowdown cost on their own; every figure
 * is read beside it. It carries the marks `openHydrated` waits for.
 */
function controlDocument(depth = 16): string {
  let body = '<label><input type="checkbox" aria-label="항목 선택"> 항목</label>';
  for (let i = 0; i < depth; i += 1) body = `<div>${body}</div>`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>control</title></head><body><div id="app" data-hydrated="true">${body}</div><script>performance.mark('shop:idle-load')</script></body></html>`;
}

async function measureScenario(page: Page, label: string, s: Scenario, runs: number, onLine?: (line: string) => void): Promise<InteractionFigure> {
  const durations: number[] = [];
  const commits: number[] = [];
  const slow: InteractionFigure['slow'] = [];
  for (let run = 0; run < runs; run += 1) {
    await s.before?.(page, run);
    await settle(page);
    const since = await page.evaluate(() => {
      window.__benchCommits = 0;
      return performance.now();
    });
    await s.act(page, run);
    await settle(page);
    const seen = await page.evaluate(() => ({ events: window.__benchEvents ?? [], frames: window.__benchFrames ?? [], commits: window.__benchCommits ?? 0, now: performance.now() }));
    const ms = runDuration(seen.events, since);
    durations.push(ms);
    commits.push(seen.commits);
    if (ms > INTERACTION_BUDGETS.interactionWorstMs) slow.push({ run: run + 1, ms, scripts: slowScripts(seen.frames, since, seen.now) });
    await page.evaluate(() => {
      window.__benchEvents = [];
      window.__benchFrames = [];
    });
    await s.after?.(page, run);
  }
  const figure = { ...summarise(label, s.name, durations, slow), commits };
  onLine?.(`  ${label}: ${s.name}: ${durations.map((d) => (d === 0 ? '<16' : Math.round(d))).join(' ')} ms`);
  return figure;
}

/**
 * Chooses another value of a native select as a shopper's input does: focused, then an arrow key (Playwright's
 * selectOption sets the value from script, whose untrusted events Event Timing does not time).
 */
async function chooseWithKeys(select: Locator, run: number): Promise<void> {
  await select.focus();
  const { index, count } = await select.evaluate((el) => ({ index: (el as HTMLSelectElement).selectedIndex, count: (el as HTMLSelectElement).options.length }));
  const down = run % 2 === 0 ? index < count - 1 : index === 0;
  await select.page().keyboard.press(down ? 'ArrowDown' : 'ArrowUp');
}

const byRole = (scope: Page | Locator, role: Parameters<Page['getByRole']>[0], name: string) => scope.getByRole(role, { name, exact: true });

async function waitForCountAbove(page: Page, before: number): Promise<void> {
  await page.waitForFunction((n) => Array.from(document.querySelectorAll('[data-testid="cart-count"]')).some((e) => Number(e.textContent) > n), before, { timeout: 10_000 });
}

type ItemFacts = { optionItem: string; optionTitle: string; optionValues: string[]; simpleItem: string };

/** An in-stock item with a first-step option of at least two values (options), and the simple item of the cart. */
async function itemFacts(apiOrigin: string, t: Templates): Promise<ItemFacts> {
  type Detail = { itemUserCode: string; itemSoldOutFlag: string; itemOptionTitle1: string; itemOptions: { optionName1: string; isSoldOut: boolean }[] };
  const list = ((await (await fetch(`${apiOrigin}/api/item?itemsPerPage=100`)).json()) as { content: { itemUserCode: string; itemOptionFlag: string; itemSoldOutFlag: string; itemId: number }[] }).content;
  const simple = list.find((c) => c.itemId === t.cartItemId)!.itemUserCode;
  for (const card of list.filter((c) => c.itemOptionFlag === 'Y' && c.itemSoldOutFlag === 'N')) {
    const item = ((await (await fetch(`${apiOrigin}/api/item/${card.itemUserCode}`)).json()) as { item: Detail }).item;
    const values = [...new Set(item.itemOptions.filter((o) => !o.isSoldOut).map((o) => o.optionName1))];
    if (values.length >= 2) return { optionItem: item.itemUserCode, optionTitle: item.itemOptionTitle1, optionValues: values, simpleItem: simple };
  }
  throw new Error('the seeded data has no in-stock item with two first-step option values');
}

/** Closes whatever dialog or sheet is open: an alert by its 취소 (or 확인) button, anything else by Escape. */
/** The header's search box (a searchbox labelled 검색; the submit button beside it has the same name). */
const searchBox = (page: Page) => page.getByRole('searchbox', { name: '검색' }).first();

/** Closes the search panel and leaves the box, so the next tap focuses it again and opens the panel. */
const closeSearch = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
};

const escape = async (page: Page) => {
  const alert = page.getByRole('alertdialog');
  if (await alert.isVisible()) {
    const cancel = byRole(alert, 'button', '취소');
    await ((await cancel.isVisible()) ? cancel : byRole(alert, 'button', '확인')).tap();
    await alert.waitFor({ state: 'detached' });
  } else await page.keyboard.press('Escape');
  await page.waitForTimeout(150);
};
const anyDialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).first();

function scenarios(origin: string, apiOrigin: string, t: Templates, facts: ItemFacts, member: () => Promise<BenchCookie[]>): PageScenarios[] {
  const none = async () => [];
  const sheet = (page: Page) => page.getByRole('dialog', { name: '구매 옵션' });
  const openSheet = async (page: Page) => {
    if (await sheet(page).isVisible()) return;
    await byRole(page, 'button', '장바구니').first().tap();
    await sheet(page).waitFor();
  };
  let cartCount = 0;
  return [
    {
      page: 'control (no page code)',
      url: CONTROL_PATH,
      cookies: none,
      document: controlDocument(),
      scenarios: [
        {
          name: 'check / uncheck a checkbox',
          act: async (page) => {
            await page.getByRole('checkbox', { name: '항목 선택' }).tap();
          },
        },
      ],
    },
    {
      page: 'item (options)',
      url: `/items/${facts.optionItem}`,
      // A member: 쿠폰다운 opens the item's coupons (a visitor gets the sign-in prompt).
      cookies: member,
      scenarios: [
        {
          name: 'open the option sheet (장바구니 on the bar)',
          act: async (page) => {
            await byRole(page, 'button', '장바구니').first().tap();
            await sheet(page).waitFor();
          },
          after: escape,
        },
        {
          name: `choose an option (${facts.optionTitle})`,
          before: openSheet,
          act: async (page, run) => {
            await chooseWithKeys(sheet(page).getByRole('combobox', { name: facts.optionTitle }), run);
          },
        },
        {
          name: 'switch 상세정보 / 기본정보',
          before: async (page) => {
            // The first Escape may only close the option select's list (as on a phone); the sheet needs another.
            for (let i = 0; i < 3 && (await sheet(page).isVisible()); i += 1) await escape(page);
            await page.getByRole('tablist', { name: '상품 정보' }).scrollIntoViewIfNeeded();
          },
          act: async (page, run) => {
            const tab = page.getByRole('tab', { name: run % 2 === 0 ? '기본정보' : '상세정보' });
            await tab.tap();
            await page.waitForFunction((name) => Array.from(document.querySelectorAll('[role="tab"][aria-selected="true"]')).some((e) => e.textContent?.trim() === name), run % 2 === 0 ? '기본정보' : '상세정보');
          },
        },
        {
          name: 'open the coupon dialog (쿠폰다운)',
          before: async (page) => {
            await page.evaluate(() => window.scrollTo(0, 0));
          },
          act: async (page) => {
            await byRole(page, 'button', '쿠폰다운').tap();
            await anyDialog(page).waitFor();
          },
          after: escape,
        },
      ],
    },
    {
      page: 'item (no options)',
      url: `/items/${facts.simpleItem}`,
      cookies: none,
      scenarios: [
        {
          name: 'change the quantity (+)',
          before: async (page) => {
            // At the item's order limit the sheet says so in an alert: answered before the next tap.
            if (await page.getByRole('alertdialog').isVisible()) await escape(page);
            await openSheet(page);
          },
          act: async (page) => {
            await byRole(sheet(page), 'button', '수량 더하기').first().tap();
          },
        },
        {
          name: '장바구니 (dialog and header count painted)',
          before: async (page) => {
            // The scenario before may have met the item's order limit (its alert is still open).
            if (await page.getByRole('alertdialog').isVisible()) await escape(page);
            await openSheet(page);
            // One unit at a time: the scenario before raised the quantity up to the item's order limit.
            const minus = byRole(sheet(page), 'button', '수량 빼기').first();
            // At one unit the sheet answers 수량 빼기 with its 최소 구매 수량 alert: that is where it stops.
            for (let i = 0; i < 100 && (await minus.isEnabled()); i += 1) {
              await minus.tap();
              await page.waitForTimeout(50);
              if (await page.getByRole('alertdialog').isVisible()) {
                await escape(page);
                break;
              }
            }
            cartCount = Number(await page.getByTestId('cart-count').first().textContent());
          },
          act: async (page) => {
            await byRole(sheet(page), 'button', '장바구니').tap();
            await page.getByRole('alertdialog').waitFor();
            // The badge counts units: it grows by the sheet's quantity (raised by the scenario before).
            await waitForCountAbove(page, cartCount);
          },
          after: async (page) => {
            await byRole(page.getByRole('alertdialog'), 'button', '취소').tap();
            await page.getByRole('alertdialog').waitFor({ state: 'detached' });
          },
        },
      ],
    },
    {
      page: 'category',
      url: t.category,
      cookies: none,
      scenarios: [
        {
          name: 'change the sort order',
          act: async (page, run) => {
            await chooseWithKeys(page.getByRole('combobox', { name: '정렬' }), run);
          },
        },
        {
          name: 'open the category drawer (tab bar)',
          act: async (page) => {
            await page.locator('.shell-tabbar [data-shell-open="categories"]').tap();
            await page.locator('.shell-catmenu[open] .shell-catmenu__panel').waitFor();
          },
          after: async (page) => {
            await page.evaluate(() => {
              const menu = document.querySelector<HTMLDetailsElement>('.shell-catmenu');
              if (menu) menu.open = false;
            });
          },
        },
      ],
    },
    {
      page: 'header',
      url: '/',
      cookies: none,
      scenarios: [
        {
          name: 'open the search panel',
          // Tapping the box opens the panel of popular and recent keywords (the button beside it submits the form).
          act: async (page) => {
            await searchBox(page).tap();
            await page.getByRole('region', { name: '검색어 추천' }).waitFor();
          },
          after: closeSearch,
        },
        {
          name: 'type a Korean word (린넨)',
          before: async (page) => {
            await searchBox(page).tap();
            await searchBox(page).fill('');
          },
          act: async (page) => {
            await page.keyboard.type('린넨', { delay: 120 });
          },
          after: closeSearch,
        },
        {
          name: 'type initial consonants (ㄹㄴ)',
          before: async (page) => {
            await searchBox(page).tap();
            await searchBox(page).fill('');
          },
          act: async (page) => {
            await page.keyboard.type('ㄹㄴ', { delay: 120 });
          },
          after: closeSearch,
        },
      ],
    },
    {
      page: 'cart',
      url: '/cart',
      cookies: async () => {
        const visitor = await prepareCartVisitor(origin, t.cartItemId);
        const cookie = `SALESONID=${visitor}`;
        // Two more lines from other sellers, so the page has seller groups to check and uncheck.
        const list = ((await (await fetch(`${apiOrigin}/api/item?itemsPerPage=60`)).json()) as { content: { itemId: number; itemOptionFlag: string; itemSoldOutFlag: string; itemType: string }[] }).content;
        for (const c of list.filter((i) => i.itemOptionFlag === 'N' && i.itemSoldOutFlag === 'N' && i.itemType === '1' && i.itemId !== t.cartItemId).slice(0, 3)) {
          await fetch(`${origin}/api/cart/add`, { method: 'POST', headers: { origin, cookie, 'content-type': 'application/json' }, body: JSON.stringify({ arrayRequiredItems: [`${c.itemId}||1||`] }) });
        }
        return [{ name: 'SALESONID', value: visitor }];
      },
      scenarios: [
        {
          name: 'check / uncheck a line',
          act: async (page) => {
            const box = page.getByRole('checkbox', { name: / 선택$/ }).first();
            const was = await box.isChecked();
            await box.tap();
            await page.waitForFunction(([was]) => (document.querySelector<HTMLInputElement>('input[type="checkbox"][aria-label$=" 선택"]')?.checked ?? !was) !== was, [was]).catch(() => undefined);
          },
        },
        {
          name: 'check / uncheck a seller group',
          act: async (page) => {
            await page.getByRole('checkbox', { name: / 상품 전체선택$/ }).first().tap();
          },
        },
        {
          name: 'check / uncheck all (전체선택)',
          act: async (page) => {
            await page.getByRole('checkbox', { name: /^전체선택/ }).first().tap();
          },
        },
        {
          name: 'change a quantity (+ then 변경)',
          before: async (page) => {
            await byRole(page, 'button', '수량 더하기').first().tap();
          },
          act: async (page) => {
            await page.getByRole('button', { name: / 수량 변경$/ }).first().tap();
          },
          after: async (page) => {
            await page.waitForTimeout(500);
          },
        },
      ],
    },
    {
      page: 'order sheet (member)',
      url: '',
      cookies: member,
      scenarios: [
        {
          name: 'change a coupon',
          act: async (page, run) => {
            await chooseWithKeys(page.getByRole('combobox', { name: /쿠폰/ }).first(), run);
          },
        },
        {
          name: 'type points',
          before: async (page) => {
            await page.getByRole('textbox', { name: /사용할 포인트/ }).fill('');
          },
          act: async (page) => {
            await page.getByRole('textbox', { name: /사용할 포인트/ }).pressSequentially('1000', { delay: 120 });
          },
        },
        {
          name: '모두 사용',
          before: async (page) => {
            // Points typed after a coupon change may leave the sheet's confirm (쿠폰을 변경하면 …) open: answer 취소.
            if (await page.getByRole('alertdialog').isVisible()) await escape(page);
            await page.getByRole('textbox', { name: /사용할 포인트/ }).fill('0');
            await page.getByRole('textbox', { name: /사용할 포인트/ }).blur();
            if (await page.getByRole('alertdialog').isVisible()) await escape(page);
          },
          act: async (page) => {
            await byRole(page, 'button', '모두 사용').tap();
          },
        },
        {
          name: 'switch the payment method',
          act: async (page, run) => {
            const methods = page.locator('label').filter({ has: page.locator('input[type="radio"][name="checkout-method"]') }).filter({ visible: true });
            const n = await methods.count();
            if (n < 2) throw new SkipRun('the order sheet offers one payment method');
            await methods.nth(run % n).tap();
          },
        },
      ],
    },
    {
      page: 'my page orders',
      url: '/mypage/orders',
      cookies: member,
      scenarios: [
        {
          name: 'open a claim dialog (주문취소)',
          act: async (page) => {
            await byRole(page, 'button', '주문취소').first().tap();
            await anyDialog(page).waitFor();
          },
          after: escape,
        },
      ],
    },
  ];
}

/** Thrown by a scenario that cannot run on this build (reported as skipped, with the reason). */
export class SkipRun extends Error {}

/**
 * Every timed interaction, `runs` times each, on a phone at 4x CPU slowdown (`cpuSlowdown`: 1 when only the
 * commits are wanted). A page's scenarios share one
 * page, opened once (as a shopper stays on it); a scenario that fails is reported with its error instead of a figure.
 */
export async function measureInteractions(origin: string, apiOrigin: string, t: Templates, runs: number, onLine?: (line: string) => void, cpuSlowdown = CPU_SLOWDOWN): Promise<InteractionFigure[]> {
  const facts = await itemFacts(apiOrigin, t);
  let memberCookies: BenchCookie[] | undefined;
  let sheetPath = '';
  const member = async () => {
    if (!memberCookies) {
      memberCookies = await memberSession(origin);
      await memberOrder(origin, memberCookies, t.cartItemId);
    }
    const res = await fetch(`${origin}/api/order/buy`, { method: 'POST', headers: { origin, 'content-type': 'application/json', cookie: memberCookies.map((c) => `${c.name}=${c.value}`).join('; ') }, body: JSON.stringify({ arrayRequiredItems: [`${t.cartItemId}||1||`] }) });
    if (!res.ok) throw new Error(`POST /api/order/buy as the bench member answered ${res.status}`);
    sheetPath = `/order/checkout?sheet=${encodeURIComponent(((await res.json()) as { orderSheetId: string }).orderSheetId)}`;
    return memberCookies;
  };
  const browser = await chromium.launch(chromiumLaunchOptions());
  const out: InteractionFigure[] = [];
  try {
    // BENCH_INTERACTIONS=search,장바구니 keeps only the scenarios whose name contains one of the words (to iterate).
    const only = process.env.BENCH_INTERACTIONS?.split(',').filter(Boolean) ?? [];
    // The control always runs: the other figures are read beside it.
    const picked = (g: PageScenarios, s: Scenario) => g.document !== undefined || only.length === 0 || only.some((w) => s.name.includes(w));
    for (const all of scenarios(origin, apiOrigin, t, facts, member)) {
      const group = { ...all, scenarios: all.scenarios.filter((s) => picked(all, s)) };
      if (group.scenarios.length === 0) continue;
      const cookies = await group.cookies();
      const context = await phoneContext(browser, cookies, origin);
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        await slowDown(page, cpuSlowdown);
        const document = group.document;
        if (document) await page.route(origin + group.url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: document }));
        await openHydrated(page, origin + (group.url || sheetPath));
        for (const s of group.scenarios) {
          try {
            const figure = await measureScenario(page, group.page, s, runs, onLine);
            out.push(group.document ? { ...figure, control: true } : figure);
          } catch (error) {
            const why = error instanceof SkipRun ? error.message : `failed: ${(error as Error).message.split('\n')[0]}`;
            // Playwright's call log (what covered the target, what it waited for) goes to the console only.
            const log = error instanceof SkipRun ? '' : `\n${(error as Error).message.split('\n').slice(1, 12).map((l) => `      ${l}`).join('\n')}`;
            onLine?.(`  ${group.page}: ${s.name}: ${why}${log}`);
            out.push({ ...summarise(group.page, s.name, []), skipped: why });
            await escape(page).catch(() => undefined);
          }
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}
