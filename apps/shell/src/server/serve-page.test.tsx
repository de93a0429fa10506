/**
 * @jest-environment node
 */
// The shell's document path over real HTTP: a real node:http shell server (servePage with the shell's route tree
// and a catalogue-like remote route table) in front of a real node:http fake API that answers per visitor.
import { use } from 'react';
import { createServer, get as httpGet, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { createCatalogCache } from '@shop/api-client';
import { createStaticHandler, data, useLoaderData, useParams, type LoaderFunctionArgs, type RemoteRouteObject } from '@shop/router';
import { appContext } from '@shop/session';
import { readShellEnv } from '../config/env.ts';
import { attachRemoteRoutes, createRouteTree } from '../app/route-tree.tsx';
import { createPageCache } from './cache/page-cache.ts';
import { createSharedData } from './cache/shared-data.ts';
import type { RemoteState } from './remotes/registry.ts';
import { servePage, type ServePageDeps } from './serve-page.ts';
import { createVisitCounter } from './visits/count-visit.ts';
import type { VisitBuffer } from './visits/visit-buffer.ts';
import { sessionSetCookies } from './session.ts';

const SECRET = '0123456789abcdef0123456789abcdef';

type ApiCall = { path: string; visitor: string | undefined; token: string | undefined };
/** Page views the API received (POST /api/visit/batch), one entry per view of each batch. */
const visits: { path: string; body: { visitorId: string; uri: string; newVisitor?: boolean } }[] = [];

/** The footer's stored business information (the root loader reads it). */
const BUSINESS_INFO = {
  shopName: 'shop', companyName: 'shop inc', representative: 'ceo', address: 'seoul', phone: '1588-0000', fax: '', email: 'help@shop.kr',
  businessNumber: '214-86-12341', businessCheckUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148612341', mailOrderNumber: '2026-01234',
  privacyOfficer: 'officer', privacyEmail: 'privacy@shop.kr', hostingProvider: 'host', csPhone: '1588-0000', csHours: '09-18',
};

/** The API: public reads are the same for everyone; the cart belongs to the visitor id or the member. */
function startApi(calls: ApiCall[], failing: Set<string>, gates: Map<string, Promise<void>>): Promise<Server> {
  const server = createServer(async (req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    const visitor = req.headers.salesonid as string | undefined;
    const token = req.headers.authorization as string | undefined;
    calls.push({ path: url.pathname, visitor, token });
    await gates.get(url.pathname);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    if (failing.has(url.pathname)) return send(500, { status: 500, message: 'down' });
    if (url.pathname.startsWith('/api/visit/')) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const { views } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { views: (typeof visits)[number]['body'][] };
      for (const view of views) visits.push({ path: url.pathname, body: view });
      return send(200, { status: 200, message: 'OK', recorded: views.length });
    }
    switch (url.pathname) {
      case '/api/category':
        return send(200, { list: [], updatedDate: '20261121000000' });
      case '/api/common/gnb-list':
        return send(200, { list: [] });
      case '/api/search/info':
        return send(200, { keywords: [], recommend: null });
      case '/api/display/top-banner':
        return send(200, { topBanner: [], mobileTopBanner: [] });
      case '/api/seo':
        return send(200, {});
      case '/api/site/business-info':
        return send(200, BUSINESS_INFO);
      case '/api/cart':
        return send(200, { owner: token ?? `visitor ${visitor}` }, { 'cache-control': 'private, no-store' });
      case '/api/wishlist/item-ids':
        return send(200, { list: [] }, { 'cache-control': 'private, no-store' });
      default: {
        const item = /^\/api\/item\/(\w+)$/.exec(url.pathname);
        if (item) return send(200, { itemName: `상품 ${item[1]}`, viewer: token ? 'member' : 'anyone' });
        return send(404, { status: 404, message: 'not found' });
      }
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function ItemPage() {
  const item = useLoaderData() as { itemName: string; viewer: string };
  return <h1 data-viewer={item.viewer}>{item.itemName}</h1>;
}

function CartPage() {
  const cart = useLoaderData() as { owner: string };
  return <p>cart of {cart.owner}</p>;
}

/** What a page area waits for while it renders (a remote's code still loading, say), by the code in its path. */
const areaWaits = new Map<string, Promise<string>>();

function WaitingPage() {
  const { code } = useParams();
  return <p className="waited">{use(areaWaits.get(code ?? '') ?? Promise.resolve('없음'))}</p>;
}

const apiOf = (args: LoaderFunctionArgs) => args.context.get(appContext).api;

const ROUTES: RemoteRouteObject[] = [
  {
    id: 'catalog.item',
    path: '/items/:code',
    handle: { layout: 'default' },
    loader: (args) => {
      if (args.params.code === 'missing') throw data({ message: 'Not Found' }, { status: 404 });
      return apiOf(args)({ path: `/api/item/${args.params.code}` });
    },
    Component: ItemPage,
  },
  // A public remote's page that reads something personal: the render says so, and the page is never kept.
  { id: 'catalog.mixed', path: '/display/for-you', handle: { layout: 'default' }, loader: (args) => apiOf(args)({ path: '/api/cart' }), Component: CartPage },
  { id: 'catalog.waiting', path: '/display/waiting/:code', handle: { layout: 'default' }, Component: WaitingPage },
  { id: 'catalog.cart', path: '/cart', handle: { layout: 'default' }, loader: (args) => apiOf(args)({ path: '/api/cart' }), Component: CartPage },
  { id: 'catalog.popup', path: '/popup/:id', handle: { layout: 'popup' }, Component: () => <p>팝업</p> },
];

const REMOTE: RemoteState = {
  build: { name: 'catalog', version: 'v1', serverEntry: '', clientEntry: '/_mf/catalog/client/remoteEntry.js', css: [], routesChunks: [] },
  routes: ROUTES,
};

let api: Server;
let shell: Server;
let origin: string;
const calls: ApiCall[] = [];
const failing = new Set<string>();
/** An API path answers only once its gate opens. */
const gates = new Map<string, Promise<void>>();
let deps: ServePageDeps;

beforeAll(async () => {
  api = await startApi(calls, failing, gates);
  const env = readShellEnv({ SSR_STREAM_HOLD_MS: '150', SESSION_SECRET: SECRET, API_ORIGIN: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, SSR_PAGE_CACHE_TTL_MS: '60000', SSR_DATA_CACHE_TTL_MS: '60000', VISIT_FLUSH_MS: '20' });
  const handler = createStaticHandler(attachRemoteRoutes(createRouteTree(), ROUTES, 'catalog'));
  deps = {
    env,
    registry: { get: () => REMOTE, all: () => [REMOTE], refresh: async () => true },
    getHandler: () => handler,
    catalogCache: createCatalogCache(),
    assets: { scripts: ['/_shell/main.js'], preload: [], stylesheets: [] },
    sharedData: createSharedData({ ttlMs: env.sharedDataTtlMs }),
    pageCache: createPageCache({ ttlMs: env.pageCacheTtlMs }),
    visits: createVisitCounter(env.apiOrigin, env),
  };
  // `deps` is read per request, so a test may swap a part of it.
  shell = createServer((req, res) => {
    servePage(req, res, deps).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // Page views leave in batches: send the last ones before the API closes.
  await (deps.visits as VisitBuffer).close();
  for (const server of [shell, api]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

beforeEach(() => {
  calls.length = 0;
  visits.length = 0;
  failing.clear();
  deps.pageCache.clear();
  deps.sharedData.clear();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(origin + path, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: response.status, cache: response.headers.get('x-shop-cache'), setCookie: response.headers.getSetCookie(), html: await response.text() };
}

/** The page with its script nonce blanked: each copy of a kept page goes out with a nonce of its own. */
const sameBut = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
const noncesOf = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));

const visitorIdOf = (setCookie: string[]) => /^SALESONID=([^;]+)/.exec(setCookie.find((c) => c.startsWith('SALESONID=')) ?? '')?.[1];

async function memberCookie(name: string): Promise<string> {
  const session = { token: `token-of-member7`, isGuest: false, status: null, salesonId: 'member-visitor-1', user: { userId: 7, loginId: 'member7', name, email: 'm@x.kr', loginType: 'ROLE_USER' } };
  const cookies = await sessionSetCookies(session, SECRET, false);
  return [...cookies.map((c) => c.split(';')[0]), 'SALESONID=member-visitor-1'].join('; ');
}

describe('document requests through the page cache (real HTTP)', () => {
  it('renders a public page once for anonymous visitors and serves the copy to the next ones, each with their own new visitor id', async () => {
    const first = await get('/items/P1');
    const second = await get('/items/P1');
    const returning = await get('/items/P1', { cookie: 'SALESONID=returning-visitor-1' });
    expect([first.status, second.status, returning.status]).toEqual([200, 200, 200]);
    expect([first.cache, second.cache, returning.cache]).toEqual(['miss', 'hit', 'hit']);
    expect(sameBut(second.html)).toBe(sameBut(first.html));
    expect([...noncesOf(second.html)]).not.toEqual([...noncesOf(first.html)]);
    expect(first.html).toContain('상품 P1');
    const ids = [visitorIdOf(first.setCookie), visitorIdOf(second.setCookie)];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(first.setCookie[0]).toMatch(/; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(returning.setCookie).toEqual([]);
    // No visitor's id is in the shared HTML, and no API call asked for a visitor id.
    for (const id of [...ids, 'returning-visitor-1']) expect(first.html).not.toContain(id as string);
    expect(calls.map((c) => c.path)).not.toContain('/api/auth/saleson-id');
    expect(calls.filter((c) => c.path === '/api/item/P1')).toHaveLength(1);
  });

  it('never serves the copy to a logged-in visitor, and never shares what a member saw', async () => {
    await get('/items/P2');
    const member = await get('/items/P2', { cookie: await memberCookie('김회원') });
    expect(member.cache).toBe('bypass');
    expect(member.html).toContain('김회원님');
    expect(member.html).toContain('data-viewer="member"');
    // The member's calls went to the API with the member's token, not to the shared data.
    expect(calls.filter((c) => c.path === '/api/item/P2').map((c) => c.token)).toEqual([undefined, 'Bearer token-of-member7']);

    deps.pageCache.clear();
    deps.sharedData.clear();
    const memberFirst = await get('/items/P3', { cookie: await memberCookie('이회원') });
    const anonymous = await get('/items/P3');
    expect(memberFirst.cache).toBe('bypass');
    expect(anonymous.cache).toBe('miss');
    expect(anonymous.html).not.toContain('이회원');
    expect(anonymous.html).toContain('data-viewer="anyone"');
  });

  it("never caches a personal page: each visitor gets their own cart, from the API, with their own id", async () => {
    const a = await get('/cart', { cookie: 'SALESONID=visitor-aaaa-1' });
    const b = await get('/cart', { cookie: 'SALESONID=visitor-bbbb-2' });
    expect([a.cache, b.cache]).toEqual(['bypass', 'bypass']);
    expect(a.html).toContain('cart of <!-- -->visitor visitor-aaaa-1');
    expect(b.html).toContain('cart of <!-- -->visitor visitor-bbbb-2');
    expect(b.html).not.toContain('visitor-aaaa-1');
  });

  it('never keeps a public page whose render read personal data', async () => {
    const a = await get('/display/for-you', { cookie: 'SALESONID=visitor-eeee-5' });
    const b = await get('/display/for-you', { cookie: 'SALESONID=visitor-ffff-6' });
    expect([a.cache, b.cache]).toEqual(['miss', 'miss']);
    expect(a.html).toContain('visitor visitor-eeee-5');
    expect(b.html).toContain('visitor visitor-ffff-6');
    expect(b.html).not.toContain('visitor-eeee-5');
  });

  it('keeps nothing when an API call failed (the page was degraded) and renders again next time', async () => {
    failing.add('/api/display/top-banner');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await get('/items/P4')).cache).toBe('miss');
      failing.clear();
      expect((await get('/items/P4')).cache).toBe('miss');
      expect((await get('/items/P4')).cache).toBe('hit');
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('keeps a separate copy for a visitor whose cookies change the page (a hidden popup, a closed banner)', async () => {
    await get('/items/P5');
    expect((await get('/items/P5', { cookie: 'SALESONID=visitor-cccc-3; TOP_BANNER_COOKIE=Y' })).cache).toBe('miss');
    expect((await get('/items/P5', { cookie: 'TOP_BANNER_COOKIE=Y; SALESONID=visitor-dddd-4' })).cache).toBe('hit');
    expect((await get('/items/P5', { cookie: 'MAIN_POPUP_3=Y' })).cache).toBe('miss');
  });

  it('sends each copy of a kept page with a nonce of its own, the one its CSP header names', async () => {
    const answers = [];
    for (const encoding of ['identity', 'identity', 'gzip', 'identity', 'gzip']) {
      const response = await fetch(`${origin}/items/P8`, { headers: { 'accept-encoding': encoding } });
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      answers.push({ cache: response.headers.get('x-shop-cache'), nonce, inBody: [...noncesOf(await response.text())] });
    }
    expect(answers.map((a) => a.cache)).toEqual(['miss', 'hit', 'hit', 'hit', 'hit']);
    for (const answer of answers) expect(answer.inBody).toEqual([answer.nonce]);
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(answers.length);
  });

  it('serves the copy gzipped to a client that accepts it', async () => {
    const plain = await get('/items/P6');
    const response = await fetch(`${origin}/items/P6`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('x-shop-cache')).toBe('hit');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // Node's fetch decodes gzip itself; the raw bytes are checked through node:http below.
    expect(sameBut(await response.text())).toBe(sameBut(plain.html));
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const req = httpGet(`${origin}/items/P6`, { headers: { 'accept-encoding': 'gzip' } }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      });
      req.on('error', reject);
    });
    expect(sameBut(gunzipSync(raw).toString('utf8'))).toBe(sameBut(plain.html));
  });

  it('renders once for concurrent first visitors of a page', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => get('/items/P7')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.cache === 'miss')).toHaveLength(1);
    expect(new Set(results.map((r) => sameBut(r.html))).size).toBe(1);
    expect(calls.filter((c) => c.path === '/api/item/P7')).toHaveLength(1);
  });

  it('serves the copy that just expired while one request renders its successor, and never an older one', async () => {
    let clock = 0;
    const saved = deps;
    deps = { ...deps, pageCache: createPageCache({ ttlMs: 5_000, now: () => clock }), sharedData: createSharedData({ ttlMs: 0 }) };
    try {
      const first = await get('/items/P9');
      expect(first.cache).toBe('miss');
      // The copy is kept once the response is over (after its gzip): only then does the clock move on.
      while (deps.pageCache.stats().entries === 0) await new Promise((r) => setTimeout(r, 10));
      clock += 5_001;
      let open: () => void = () => undefined;
      gates.set('/api/item/P9', new Promise((resolve) => (open = resolve)));
      const leader = get('/items/P9');
      while (calls.filter((c) => c.path === '/api/item/P9').length < 2) await new Promise((r) => setTimeout(r, 10));
      const during = await get('/items/P9');
      expect(during.cache).toBe('stale');
      expect(sameBut(during.html)).toBe(sameBut(first.html));
      open();
      expect((await leader).cache).toBe('miss');
      while (deps.pageCache.stats().rendering > 0) await new Promise((r) => setTimeout(r, 10));
      expect((await get('/items/P9')).cache).toBe('hit');
      // Expired for longer than one more TTL: nobody gets it any more.
      clock += 10_001;
      expect((await get('/items/P9')).cache).toBe('miss');
    } finally {
      gates.clear();
      deps = saved;
    }
  });

  it('never caches a 404 or a 503', async () => {
    expect((await get('/items/missing')).status).toBe(404);
    expect((await get('/items/missing')).cache).toBe('miss');
    failing.add('/api/item/P8');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await get('/items/P8')).status).toBe(503);
      expect((await get('/items/P8')).cache).toBe('miss');
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('streaming of the document (real HTTP)', () => {
  /** The response as it arrives: the text and when each piece came, in ms after the request. */
  async function stream(path: string): Promise<{ html: string; pieces: { at: number; text: string }[] }> {
    const started = Date.now();
    const response = await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } });
    const pieces: { at: number; text: string }[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) pieces.push({ at: Date.now() - started, text: decoder.decode(chunk, { stream: true }) });
    return { html: pieces.map((p) => p.text).join(''), pieces };
  }

  it('writes a page area that is ready quickly in its place: no hidden copy, no script to move it, so it shows in the first paint', async () => {
    areaWaits.set('quick', new Promise((resolve) => setTimeout(() => resolve('곧 준비된 구역'), 20)));
    const { html } = await stream('/display/waiting/quick');
    expect(html).toMatch(/<main[^>]*>(<!--\$-->)?<p class="waited">곧 준비된 구역<\/p>/);
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('$RC(');
    expect(html).not.toContain('shell-remote-pending');
    expect(html.indexOf('곧 준비된 구역')).toBeLessThan(html.indexOf('<footer'));
  });

  it('does not hold the page for a slow area: the head and the fallback go out first, the area follows when ready', async () => {
    let open!: (text: string) => void;
    areaWaits.set('slow', new Promise((resolve) => (open = resolve)));
    const opened = new Promise<void>((resolve) => setTimeout(() => (open('늦게 온 구역'), resolve()), 900));
    const { html, pieces } = await stream('/display/waiting/slow');
    await opened;
    const first = pieces[0]!;
    // The stylesheets and script preloads leave at once, the fallback after the hold, the area last.
    expect(first.text).toContain('<head>');
    expect(first.at).toBeLessThan(700);
    const fallbackAt = pieces.find((p) => p.text.includes('shell-remote-pending'))!.at;
    expect(fallbackAt).toBeLessThan(700);
    const areaAt = pieces.find((p) => p.text.includes('늦게 온 구역'))!.at;
    expect(areaAt).toBeGreaterThanOrEqual(850);
    expect(html).toContain('$RC(');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('gives a crawler the finished document only', async () => {
    let open!: (text: string) => void;
    areaWaits.set('crawled', new Promise((resolve) => (open = resolve)));
    setTimeout(() => open('검색엔진이 읽는 구역'), 400);
    const response = await fetch(`${origin}/display/waiting/crawled`, { headers: { 'accept-encoding': 'identity', 'user-agent': 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)' } });
    const html = await response.text();
    expect(html).toMatch(/<p class="waited">검색엔진이 읽는 구역<\/p>/);
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('shell-remote-pending');
  });

  it('a visitor who leaves mid-page does not hold up the next visitors of that page', async () => {
    let open!: (text: string) => void;
    areaWaits.set('left', new Promise((resolve) => (open = resolve)));
    // A browser asking for gzip that goes away once the head has arrived, while the page waits for its slow area.
    const socket = connect((shell.address() as AddressInfo).port, '127.0.0.1');
    socket.write(`GET /display/waiting/left HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nAccept-Encoding: gzip\r\n\r\n`);
    await new Promise((resolve) => socket.once('data', resolve));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Large and incompressible, so the gzip stream would fill up with nobody reading it.
    open(`떠난 뒤에 온 구역 ${randomBytes(150_000).toString('base64')}`);
    const next = await Promise.race([get('/display/waiting/left'), new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000))]);
    expect(next?.status).toBe(200);
    expect(next?.html).toContain('떠난 뒤에 온 구역');
  });

});


describe('visit counting (spec section 4, "Visitor")', () => {
  /** Page views leave in batches (VISIT_FLUSH_MS 20 here): wait until `count` arrived (or fail with what did). */
  async function visitsAfter(count: number, visitorId: string) {
    const mine = () => visits.filter((v) => v.body.visitorId === visitorId);
    for (let i = 0; i < 100 && mine().length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 60));
    return mine().map((v) => `${v.path} ${v.body.visitorId} ${v.body.uri}${v.body.newVisitor ? ' (new visitor)' : ''}`);
  }

  it('registers a new visitor once and records every page view, cached copies included, in batches', async () => {
    const first = await get('/items/V1?from=home');
    const id = visitorIdOf(first.setCookie) as string;
    expect(await visitsAfter(1, id)).toEqual([`/api/visit/batch ${id} /items/V1?from=home (new visitor)`]);
    visits.length = 0;
    const again = await get('/items/V1?from=home', { cookie: `SALESONID=${id}` });
    expect(again.cache).toBe('hit');
    expect(await visitsAfter(1, id)).toEqual([`/api/visit/batch ${id} /items/V1?from=home`]);
    // Page views of one interval share one call: no call per view.
    visits.length = 0;
    const before = calls.filter((c) => c.path === '/api/visit/batch').length;
    await Promise.all([1, 2, 3].map(() => get('/items/V1?from=home', { cookie: `SALESONID=${id}` })));
    expect(await visitsAfter(3, id)).toHaveLength(3);
    expect(calls.filter((c) => c.path === '/api/visit/batch').length - before).toBeLessThan(3);
  });

  it('skips exempt paths and crawlers', async () => {
    await get('/mypage/orders', { cookie: 'SALESONID=returning-visitor-2' });
    await get('/order/checkout', { cookie: 'SALESONID=returning-visitor-2' });
    await get('/items/V2', { cookie: 'SALESONID=returning-visitor-2', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await get('/items/V3', { cookie: 'SALESONID=returning-visitor-2' });
    expect(await visitsAfter(1, 'returning-visitor-2')).toEqual(['/api/visit/batch returning-visitor-2 /items/V3']);
  });

  it("serves the page when the API refuses the visits, dropping them with one 'PV 등록 실패' line", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    failing.add('/api/visit/batch');
    try {
      const page = await get('/items/V4');
      expect(page.status).toBe(200);
      expect(page.html).toContain('상품 V4');
      for (let i = 0; i < 100 && warn.mock.calls.length < 1; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      await get('/items/V4');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/^PV 등록 실패: /)]);
    } finally {
      failing.clear();
      // The API takes batches again: the outage's end is logged with how many views went.
      await get('/items/V4');
      for (let i = 0; i < 100 && warn.mock.calls.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(String(warn.mock.calls[1]?.[0])).toMatch(/^PV 등록 재개: 2건을 버렸습니다$/);
      warn.mockRestore();
    }
  });
});

describe('device decided on the server (spec sections 3 and 9)', () => {
  const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 SALESON_APPLICATION_ANDROID appver=2.3.1';
  const PC = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it('writes the device on <html>, puts it in the page state, and keeps one cached copy per device', async () => {
    const pc = await get('/items/D1', { 'user-agent': PC });
    const app = await get('/items/D1', { 'user-agent': ANDROID_APP });
    const app2 = await get('/items/D1', { 'user-agent': ANDROID_APP });
    expect([pc.cache, app.cache, app2.cache]).toEqual(['miss', 'miss', 'hit']);
    expect(pc.html).toContain('<html lang="ko" data-device="PC">');
    expect(app.html).toContain('<html lang="ko" data-device="ANDROID" data-app-version="2.3.1">');
    expect(app.html).toContain('"device":{"device":"ANDROID","appVersion":"2.3.1"}');
    // The tab bar is server HTML outside the hydrated root, in every document (CSS shows it on mobile devices).
    expect(app.html).toMatch(/<\/div><nav class="shell-tabbar" aria-label="하단 메뉴">.*<a href="\/" data-shell-tab>/);
    expect(pc.html).toContain('class="shell-tabbar"');
    // A popup page has no chrome: no tab bar.
    const popup = await get('/popup/3', { 'user-agent': ANDROID_APP });
    expect(popup.html).toContain('팝업');
    expect(popup.html).not.toContain('shell-tabbar');
  });
});
