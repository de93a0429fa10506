import type { ApiRequest, ApiTransport } from '@shop/api-client';
import { buildRobotsTxt, buildSitemapXml, collectSitemapPaths, STATIC_SITEMAP_PATHS } from './sitemap.ts';

const page = <T>(content: T[], currentPage: number, totalPages: number) => ({
  content,
  pagination: { currentPage, size: 100, totalElements: content.length, totalPages, first: currentPage === 1, last: currentPage >= totalPages },
});

const child = { categoryId: 11, code: 'tops', url: 'tops', name: 'Tops', link: '/categories/tops', depth: 2, parentCategoryId: 1, childCategories: [] };
const root = { categoryId: 1, code: 'fashion', url: 'fashion', name: 'Fashion', link: '/categories/fashion', depth: 1, parentCategoryId: null, childCategories: [child] };

const api = (async (request: ApiRequest) => {
  const current = Number(request.query?.page ?? 1);
  switch (request.path) {
    case '/api/category': return { list: [root], updatedDate: '20250101000000' };
    case '/api/item': return page([{ itemUserCode: `P${current}a` }, { itemUserCode: `P${current}b` }], current, 2);
    case '/api/brand': return { list: [{ id: 4 }, { id: 7 }] };
    case '/api/event': return page([{ link: '/events/1' }, { link: 'https://elsewhere.example/e' }], 1, 1);
    case '/api/display/md-tags': return { tags: ['홈카페'] };
    default: throw new Error(`unexpected ${request.path}`);
  }
}) as ApiTransport;

describe('sitemap', () => {
  it('collects static pages, MD tags, every category depth, every item page, brands and own events', async () => {
    const paths = await collectSitemapPaths(api);
    expect(paths.slice(0, STATIC_SITEMAP_PATHS.length)).toEqual([...STATIC_SITEMAP_PATHS]);
    expect(paths.slice(STATIC_SITEMAP_PATHS.length)).toEqual([
      '/display/md?tag=%ED%99%88%EC%B9%B4%ED%8E%98',
      '/categories/fashion', '/categories/tops',
      '/items/P1a', '/items/P1b', '/items/P2a', '/items/P2b',
      '/brands/4', '/brands/7',
      '/events/1',
    ]);
  });

  it('writes escaped absolute URLs and a robots.txt that points at the sitemap', () => {
    const xml = buildSitemapXml('https://shop.example', ['/', '/display/md?tag=a&b']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/display/md?tag=a&amp;b</loc>');
    const robots = buildRobotsTxt('https://shop.example');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /mypage');
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
