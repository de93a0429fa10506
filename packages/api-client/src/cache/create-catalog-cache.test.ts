import { createRecordingTransport } from '../testing/recording-transport.ts';
import type { ApiRequest } from '../transport/types.ts';
import { createCatalogCache } from './create-catalog-cache.ts';

function setup(handler: (request: ApiRequest) => unknown) {
  let clock = 1_000;
  const cache = createCatalogCache({ now: () => clock });
  const { api, requests } = createRecordingTransport(handler);
  return { cache, api, requests, advance: (ms: number) => (clock += ms) };
}

const paths = (requests: ApiRequest[]) => requests.map((r) => `${r.path}${r.query?.d ? `?d=${r.query.d}` : ''}${r.query?.u ? `?u=${r.query.u}` : ''}`);

describe('createCatalogCache', () => {
  it('caches categories for 2 minutes and keeps the list when the updated-check says unchanged', async () => {
    let flag = false;
    let version = 0;
    const { cache, api, requests, advance } = setup((request) => {
      if (request.path === '/api/category/updated-check') return { categoryUpdateFlag: flag };
      version += 1;
      return { list: [{ name: `v${version}` }], updatedDate: `2025010100000${version}` };
    });
    const first = await cache.getCategories(api);
    advance(119_999);
    expect(await cache.getCategories(api)).toBe(first);
    advance(1);
    expect(await cache.getCategories(api)).toBe(first);
    flag = true;
    advance(120_000);
    const refreshed = await cache.getCategories(api);
    expect(refreshed.list[0]?.name).toBe('v2');
    expect(paths(requests)).toEqual(['/api/category', '/api/category/updated-check?d=20250101000001', '/api/category/updated-check?d=20250101000001', '/api/category']);
  });

  it('shares one in-flight request between concurrent misses', async () => {
    let release: (value: unknown) => void = () => undefined;
    const { cache, api, requests } = setup(() => new Promise((resolve) => (release = resolve)));
    const both = Promise.all([cache.getGnbList(api), cache.getGnbList(api)]);
    release({ list: [{ index: 1, name: '신상품', target: 'display/new', isExternalLink: false }] });
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(requests).toHaveLength(1);
  });

  it('refetches the menu after 2 minutes and does not cache failures', async () => {
    let fail = true;
    const { cache, api, requests, advance } = setup(() => {
      if (fail) throw new Error('down');
      return { list: [] };
    });
    await expect(cache.getGnbList(api)).rejects.toThrow('down');
    fail = false;
    await cache.getGnbList(api);
    advance(60_000);
    await cache.getGnbList(api);
    advance(60_000);
    await cache.getGnbList(api);
    expect(requests).toHaveLength(3);
  });

  it('caches SEO 10 seconds per path', async () => {
    const { cache, api, requests, advance } = setup((request) => ({ title: String(request.query?.u) }));
    await cache.getSeo(api, '/a');
    await cache.getSeo(api, '/b');
    advance(9_999);
    expect((await cache.getSeo(api, '/a')).title).toBe('/a');
    advance(1);
    await cache.getSeo(api, '/a');
    expect(paths(requests)).toEqual(['/api/seo?u=/a', '/api/seo?u=/b', '/api/seo?u=/a']);
  });
});
