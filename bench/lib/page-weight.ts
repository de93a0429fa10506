// First load of a page in Chromium: every request with its initiator, body sizes and the LCP element.
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumLaunchOptions, MOBILE_DEVICE } from './browser.ts';
import { preloadedImages } from './html-hints.ts';
import { compressedSizes } from './sizes.ts';
import { firstLoadRequests, summarizeLoad, type PageWeight, type RecordedRequest } from './weight-summary.ts';

export type PageTarget = { name: string; url: string; setup?: (context: BrowserContext) => Promise<void> };

export type LcpInfo = {
  tag: string;
  url: string;
  /** Named by a <link rel="preload" as="image"> of the server's HTML (href or imagesrcset). */
  preloaded: boolean;
  ipxWebp: boolean;
  srcset: boolean;
  /** width and height attributes (or aspect-ratio) reserve its box. */
  sized: boolean;
  startTime: number;
};

export type PageMeasure = PageWeight & { lcp: LcpInfo | null; layoutShift: number };

const BODY_TYPES = new Set(['Document', 'Script', 'Stylesheet']);
const QUIET_IGNORES = new Set(['Fetch', 'XHR', 'EventSource', 'WebSocket', 'Ping']);

type StackTrace = { callFrames: { url: string }[]; parent?: StackTrace };
type Initiator = { type: string; url?: string; stack?: StackTrace };

function initiatorUrls(initiator: Initiator): string[] {
  const urls: string[] = [];
  if (initiator.url) urls.push(initiator.url);
  for (let s: StackTrace | undefined = initiator.stack; s; s = s.parent) for (const f of s.callFrames) if (f.url && !urls.includes(f.url)) urls.push(f.url);
  return urls;
}

/** Runs in the page before any script: keeps the last LCP entry and the layout-shift sum. */
function observeVitals(): void {
  const w = window as unknown as { __bench: { lcp: PerformanceEntry | null; cls: number } };
  w.__bench = { lcp: null, cls: 0 };
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    w.__bench.lcp = entries[entries.length - 1] ?? null;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__bench.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

function readVitals(): { lcp: LcpInfo | null; cls: number } {
  const b = (window as unknown as { __bench: { lcp: (PerformanceEntry & { element: Element | null; url: string }) | null; cls: number } }).__bench;
  const e = b.lcp;
  if (!e) return { lcp: null, cls: b.cls };
  const el = e.element;
  const url = e.url || '';
  const path = url ? new URL(url, location.href).pathname : '';
  const img = el instanceof HTMLImageElement ? el : null;
  const style = el ? getComputedStyle(el) : null;
  return {
    cls: b.cls,
    lcp: {
      tag: el ? el.tagName.toLowerCase() : '(removed)',
      url: url ? path : '',
      preloaded: false,
      ipxWebp: /^\/_ipx\/[^/]*f_webp/.test(path),
      srcset: !!img?.getAttribute('srcset'),
      sized: !!img && ((img.hasAttribute('width') && img.hasAttribute('height')) || (style !== null && style.aspectRatio !== 'auto')),
      startTime: Math.round(e.startTime),
    },
  };
}

async function measureOne(context: BrowserContext, target: PageTarget, quietMs: number, maxMs: number): Promise<PageMeasure> {
  await target.setup?.(context);
  const page = await context.newPage();
  await page.addInitScript(observeVitals);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable', { maxTotalBufferSize: 200_000_000, maxResourceBufferSize: 50_000_000 });
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
  const records = new Map<string, RecordedRequest>();
  const order: string[] = [];
  const pending = new Set<string>();
  const bodies: Promise<void>[] = [];
  let lastActivity = Date.now();
  let html = '';
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    const existing = records.get(e.requestId);
    const type = e.type ?? 'Other';
    if (existing) {
      existing.url = e.request.url;
    } else {
      records.set(e.requestId, { id: e.requestId, url: e.request.url, resourceType: type, initiatorType: e.initiator.type, initiatorUrls: initiatorUrls(e.initiator as Initiator), status: 0, transferBytes: 0, failed: false, startedAt: e.wallTime * 1000 });
      order.push(e.requestId);
    }
    if (!QUIET_IGNORES.has(type)) {
      pending.add(e.requestId);
      lastActivity = Date.now();
    }
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = records.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.resourceType = e.type;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = records.get(e.requestId);
    if (!r) return;
    r.transferBytes = e.encodedDataLength;
    if (BODY_TYPES.has(r.resourceType)) {
      bodies.push(
        cdp
          .send('Network.getResponseBody', { requestId: e.requestId })
          .then(({ body, base64Encoded }) => {
            const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
            r.body = compressedSizes(bytes);
            if (r.id === order[0]) html = bytes.toString('utf8');
          })
          .catch(() => undefined), // a body Chromium already evicted stays without sizes (reported as 0)
      );
    }
    pending.delete(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = records.get(e.requestId);
    if (r) r.failed = true;
    pending.delete(e.requestId);
    lastActivity = Date.now();
  });
  await page.goto(target.url, { waitUntil: 'load', timeout: maxMs });
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline && (pending.size > 0 || Date.now() - lastActivity < quietMs)) await page.waitForTimeout(100);
  const vitals = await page.evaluate(readVitals);
  // The shell's idle-time load (apps/shell/src/client/load-on-intent.ts) starts a few seconds after the shell: on a
  // busy machine the window above can reach it, and what it fetches is not the first load.
  const idleLoadAt = await page.evaluate(() => {
    const mark = performance.getEntriesByName('shop:idle-load')[0];
    return mark ? performance.timeOrigin + mark.startTime : null;
  });
  await Promise.all(bodies);
  await cdp.detach();
  await page.close();
  const requests = firstLoadRequests(order.map((id) => records.get(id)!), idleLoadAt);
  const lcp = vitals.lcp && { ...vitals.lcp, preloaded: vitals.lcp.url !== '' && preloadedImages(html).includes(vitals.lcp.url) };
  return { ...summarizeLoad(target.name, target.url, requests), lcp, layoutShift: Math.round(vitals.cls * 10000) / 10000 };
}

/**
 * Loads each page once in a fresh browser context (empty cache, Lighthouse's mobile viewport) and waits until no
 * script, stylesheet, font or image request has started for `quietMs` after the load event.
 */
export async function measurePages(targets: readonly PageTarget[], options: { quietMs?: number; maxMs?: number } = {}): Promise<PageMeasure[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const out: PageMeasure[] = [];
    for (const target of targets) {
      const context = await browser.newContext({ ...MOBILE_DEVICE, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
      try {
        out.push(await measureOne(context, target, options.quietMs ?? 1500, options.maxMs ?? 20_000));
      } finally {
        await context.close();
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}
