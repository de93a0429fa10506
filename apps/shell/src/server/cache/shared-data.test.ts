/**
 * @jest-environment node
 */
import { createDataTrace, createSharedData, isSharedApiRead, isStorableAnswer } from './shared-data.ts';

type Call = { url: string; headers: Record<string, string> };

function setup(respond: (url: URL) => Response | Promise<Response> = () => Response.json({ ok: true }), ttlMs = 10_000) {
  let clock = 1_000;
  const calls: Call[] = [];
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
    return respond(new URL(String(input)));
  }) as typeof globalThis.fetch;
  const data = createSharedData({ ttlMs, fetch, now: () => clock });
  return { data, calls, advance: (ms: number) => (clock += ms) };
}

const API = 'http://api.test';
const visitorHeaders = (id: string) => ({ accept: 'application/json', SALESONID: id });

describe('isSharedApiRead', () => {
  it.each([
    '/api/display/promotion',
    '/api/display/top-banner',
    '/api/display/group-best/item-list',
    '/api/category',
    '/api/common/gnb-list',
    '/api/item',
    '/api/item/P1151',
    '/api/item/P1151/relation',
    '/api/item/P1151/inquiry',
    '/api/item/reviews',
    '/api/brand/main',
    '/api/brand/3/items',
    '/api/event',
    '/api/event/spot',
    '/api/event/12',
    '/api/popup/list',
    '/api/seo',
    '/api/search/info',
  ])('shares the public read %s', (path) => {
    expect(isSharedApiRead('GET', path, { SALESONID: 'v' })).toBe(true);
  });

  it.each(['/api/cart', '/api/cart/count', '/api/wishlist/item-ids', '/api/auth/auth-me', '/api/auth/saleson-id', '/api/coupon/download-coupons', '/api/search/result', '/api/order/pay', '/api/item/P1/other'])(
    'never shares the personal or side-effecting read %s',
    (path) => {
      expect(isSharedApiRead('GET', path, {})).toBe(false);
    },
  );

  it('never shares a request with a bearer token, or anything but GET', () => {
    expect(isSharedApiRead('GET', '/api/item/P1151', { Authorization: 'Bearer t' })).toBe(false);
    expect(isSharedApiRead('GET', '/api/item/P1151', { authorization: 'Bearer t' })).toBe(false);
    expect(isSharedApiRead('POST', '/api/item/P1151', {})).toBe(false);
  });
});

describe('isStorableAnswer', () => {
  it('keeps only 200 answers the API did not mark private or no-store and that set no cookie', () => {
    expect(isStorableAnswer(200, null, null)).toBe(true);
    expect(isStorableAnswer(200, 'public, max-age=60', null)).toBe(true);
    expect(isStorableAnswer(200, 'private, no-store', null)).toBe(false);
    expect(isStorableAnswer(200, 'no-store', null)).toBe(false);
    expect(isStorableAnswer(200, null, 'a=1')).toBe(false);
    expect(isStorableAnswer(404, null, null)).toBe(false);
  });
});

describe('createSharedData', () => {
  it('answers a public read for every anonymous visitor from one API call, sent without the visitor id', async () => {
    const { data, calls } = setup();
    const trace = createDataTrace();
    const a = await data.fetchFor(trace, true)(`${API}/api/display/promotion`, { headers: visitorHeaders('visitor-a') });
    const b = await data.fetchFor(createDataTrace(), true)(`${API}/api/display/promotion`, { headers: visitorHeaders('visitor-b') });
    expect(await a.json()).toEqual({ ok: true });
    expect(await b.json()).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).toEqual({ accept: 'application/json' });
    expect(trace).toEqual({ unshared: 0, failed: 0 });
  });

  it('keys by path and query', async () => {
    const { data, calls } = setup((url) => Response.json({ u: url.searchParams.get('u') }));
    const fetch = data.fetchFor(createDataTrace(), true);
    expect(await (await fetch(`${API}/api/seo?u=/a`)).json()).toEqual({ u: '/a' });
    expect(await (await fetch(`${API}/api/seo?u=/b`)).json()).toEqual({ u: '/b' });
    expect(await (await fetch(`${API}/api/seo?u=/a`)).json()).toEqual({ u: '/a' });
    expect(calls.map((c) => c.url)).toEqual([`${API}/api/seo?u=/a`, `${API}/api/seo?u=/b`]);
  });

  it('loads once for concurrent misses of one key', async () => {
    let release: () => void = () => undefined;
    const { data, calls } = setup(() => new Promise((resolve) => (release = () => resolve(Response.json({ n: 1 })))));
    const fetch = data.fetchFor(createDataTrace(), true);
    const both = Promise.all([fetch(`${API}/api/item/P1`), fetch(`${API}/api/item/P1`)]);
    await new Promise((r) => setImmediate(r));
    release();
    const [a, b] = await both;
    expect([await a.json(), await b.json()]).toEqual([{ n: 1 }, { n: 1 }]);
    expect(calls).toHaveLength(1);
  });

  it('asks the API again once the time to live is over', async () => {
    const { data, calls, advance } = setup();
    const fetch = data.fetchFor(createDataTrace(), true);
    await fetch(`${API}/api/category`);
    advance(9_999);
    await fetch(`${API}/api/category`);
    advance(1);
    await fetch(`${API}/api/category`);
    expect(calls).toHaveLength(2);
  });

  it('sends personal reads, and every read of a visitor with a token, to the API with their own headers', async () => {
    const { data, calls } = setup();
    const trace = createDataTrace();
    const anonymous = data.fetchFor(trace, true);
    await anonymous(`${API}/api/cart/count`, { headers: visitorHeaders('visitor-a') });
    await anonymous(`${API}/api/cart/count`, { headers: visitorHeaders('visitor-a') });
    const member = createDataTrace();
    await data.fetchFor(member, false)(`${API}/api/item/P1`, { headers: { Authorization: 'Bearer t' } });
    await data.fetchFor(member, false)(`${API}/api/item/P1`, { headers: { Authorization: 'Bearer t' } });
    expect(calls.map((c) => c.headers.SALESONID ?? c.headers.Authorization)).toEqual(['visitor-a', 'visitor-a', 'Bearer t', 'Bearer t']);
    expect(trace).toEqual({ unshared: 2, failed: 0 });
    expect(member.unshared).toBe(2);
  });

  it('shares with a signed-in shopper only the reads no token changes, asked without the shopper\'s headers', async () => {
    const { data, calls } = setup();
    const member = createDataTrace();
    const fetch = data.fetchFor(member, 'member');
    const bearer = { headers: { Authorization: 'Bearer t', SALESONID: 'visitor-m' } };
    await fetch(`${API}/api/display/top-banner`, bearer);
    await fetch(`${API}/api/display/top-banner`, bearer);
    await data.fetchFor(createDataTrace(), true)(`${API}/api/display/top-banner`);
    await fetch(`${API}/api/item/P1`, bearer);
    await fetch(`${API}/api/wishlist/item-ids`, bearer);
    expect(calls.map((c) => `${new URL(c.url).pathname} ${c.headers.Authorization ?? '-'}`)).toEqual([
      '/api/display/top-banner -',
      '/api/item/P1 Bearer t',
      '/api/wishlist/item-ids Bearer t',
    ]);
    expect(member).toEqual({ unshared: 2, failed: 0 });
  });

  it('does not keep failures or answers the API marked private, and counts failures in the trace', async () => {
    let status = 500;
    const { data, calls } = setup(() => new Response(JSON.stringify({ status }), { status, headers: { 'content-type': 'application/json' } }));
    const trace = createDataTrace();
    const fetch = data.fetchFor(trace, true);
    expect((await fetch(`${API}/api/item/P1`)).status).toBe(500);
    status = 200;
    expect((await fetch(`${API}/api/item/P1`)).status).toBe(200);
    expect((await fetch(`${API}/api/item/P1`)).status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(trace).toEqual({ unshared: 0, failed: 1 });

    const privateAnswer = setup(() => Response.json({}, { headers: { 'cache-control': 'private, no-store' } }));
    const f = privateAnswer.data.fetchFor(createDataTrace(), true);
    await f(`${API}/api/item/reviews?itemUserCode=P1`);
    await f(`${API}/api/item/reviews?itemUserCode=P1`);
    expect(privateAnswer.calls).toHaveLength(2);
  });

  it('rejects with the caller reason when the caller aborts, while the shared load still fills the cache', async () => {
    let release: () => void = () => undefined;
    const { data, calls } = setup(() => new Promise((resolve) => (release = () => resolve(Response.json({ late: true })))));
    const controller = new AbortController();
    const trace = createDataTrace();
    const pending = data.fetchFor(trace, true)(`${API}/api/display/new`, { signal: controller.signal });
    const reason = new Error('client went away');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    release();
    await new Promise((r) => setImmediate(r));
    expect(await (await data.fetchFor(createDataTrace(), true)(`${API}/api/display/new`)).json()).toEqual({ late: true });
    expect(calls).toHaveLength(1);
    expect(trace.failed).toBe(1);
  });

  it('is off with a zero time to live: every call goes to the API, and a public read still counts as shared', async () => {
    const { data, calls } = setup(undefined, 0);
    const trace = createDataTrace();
    const fetch = data.fetchFor(trace, true);
    await fetch(`${API}/api/category`);
    await fetch(`${API}/api/category`);
    expect(calls).toHaveLength(2);
    expect(trace).toEqual({ unshared: 0, failed: 0 });
  });

  it('stays bounded', async () => {
    const fetch = (async () => Response.json({ body: 'x'.repeat(100) })) as typeof globalThis.fetch;
    const data = createSharedData({ ttlMs: 60_000, maxEntries: 10, fetch, now: () => 0 });
    for (let i = 0; i < 100; i += 1) await data.fetchFor(createDataTrace(), true)(`${API}/api/seo?u=/p${i}`);
    expect(data.stats().entries).toBe(10);
  });
});
