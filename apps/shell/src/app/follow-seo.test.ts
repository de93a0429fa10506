import type { SeoRecord } from '@shop/api-client';
import { followSeo } from './follow-seo.ts';

type Listener = (state: ReturnType<typeof stateAt>) => void;

function stateAt(pathname: string, title: string, navigation: 'idle' | 'loading' = 'idle') {
  return {
    location: { pathname },
    navigation: { state: navigation },
    matches: [{ route: { id: 'page', handle: { layout: 'default', title } } }],
    loaderData: {},
  };
}

function fakeRouter(pathname: string) {
  const listeners: Listener[] = [];
  return {
    state: stateAt(pathname, '홈'),
    subscribe: (fn: Listener) => (listeners.push(fn), () => undefined),
    go: (path: string, title: string) => {
      for (const fn of listeners) fn(stateAt(path, title, 'loading'));
      for (const fn of listeners) fn(stateAt(path, title));
    },
  };
}

const record = (fields: Partial<SeoRecord>): SeoRecord => ({ title: '', keywords: '', description: '', ogTitle: '', ogDescription: '', ogImage: '', indexFlag: 'Y', ...fields });
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followSeo', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="첫 페이지 설명"><meta property="og:image" content="/first.jpg">';
    document.title = '홈 | 세일즈온';
  });

  it('writes the page title at once, then the path\'s SEO record, like the server', async () => {
    const router = fakeRouter('/');
    const fetchSeo = jest.fn(async () => record({ title: '무선 이어폰', description: '가벼운 이어폰', keywords: '이어폰,블루투스', ogImage: '/items/1.jpg' }));
    followSeo(router as never, fetchSeo);
    router.go('/items/P1', '상품 상세');
    expect(document.title).toBe('상품 상세 | 세일즈온');
    expect(meta('meta[name="description"]')).toBeNull();
    expect(meta('meta[property="og:image"]')).toBe('/default-og-image.jpg');
    await flush();
    expect(fetchSeo).toHaveBeenCalledWith('/items/P1');
    expect(document.title).toBe('무선 이어폰 | 세일즈온');
    expect(meta('meta[name="description"]')).toBe('가벼운 이어폰');
    expect(meta('meta[name="keywords"]')).toBe('이어폰,블루투스');
    expect(meta('meta[property="og:title"]')).toBe('무선 이어폰 | 세일즈온');
    expect(meta('meta[property="og:image"]')).toBe('/items/1.jpg');
    expect(meta('meta[property="og:url"]')).toBe('http://localhost/items/P1');
  });

  it('keeps a record 10 seconds, ignores an answer for a page already left, and skips exempt paths', async () => {
    let clock = 0;
    const router = fakeRouter('/');
    let release: (r: SeoRecord) => void = () => undefined;
    const fetchSeo = jest.fn((path: string) => (path === '/slow' ? new Promise<SeoRecord>((resolve) => (release = resolve)) : Promise.resolve(record({ title: `기록 ${path}` }))));
    followSeo(router as never, fetchSeo, document, () => clock);
    router.go('/slow', '느린 페이지');
    router.go('/events', '이벤트');
    await flush();
    release(record({ title: '늦은 기록' }));
    await flush();
    expect(document.title).toBe('기록 /events | 세일즈온');
    router.go('/', '홈');
    router.go('/events', '이벤트');
    clock = 9_000;
    router.go('/', '홈');
    router.go('/events', '이벤트');
    await flush();
    expect(fetchSeo.mock.calls.filter(([p]) => p === '/events')).toHaveLength(1);
    clock = 11_000;
    router.go('/', '홈');
    router.go('/events', '이벤트');
    await flush();
    expect(fetchSeo.mock.calls.filter(([p]) => p === '/events')).toHaveLength(2);
    router.go('/order/checkout', '주문서');
    await flush();
    expect(fetchSeo).not.toHaveBeenCalledWith('/order/checkout');
    expect(document.title).toBe('주문서 | 세일즈온');
  });

  it('leaves the page\'s own title and the default image when the lookup fails', async () => {
    const router = fakeRouter('/');
    followSeo(router as never, () => Promise.reject(new Error('down')));
    router.go('/brands', '브랜드');
    await flush();
    expect(document.title).toBe('브랜드 | 세일즈온');
    expect(meta('meta[property="og:image"]')).toBe('/default-og-image.jpg');
  });
});
