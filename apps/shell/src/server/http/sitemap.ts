import { callContract } from '@shop/api-client';
import type { ApiTransport, Category } from '@shop/api-client';

/** Pages that are always listed (catalogue display pages, company, customer service and terms). */
export const STATIC_SITEMAP_PATHS = [
  '/', '/display/new', '/display/md', '/display/best', '/display/review', '/display/timedeal', '/brands', '/events',
  '/company/about', '/customer/notices', '/customer/faqs', '/terms/terms-of-service', '/terms/privacy-policy',
] as const;

/** Paths crawlers must not visit: personal pages, checkout, the API and search results. */
export const ROBOTS_DISALLOWED = ['/api/', '/cart', '/order', '/mypage', '/account', '/auth', '/guest', '/business', '/search', '/popup/', '/session/', '/test/', '/maintenance'] as const;

/** Most URLs in one sitemap file (sitemaps.org limit). */
export const SITEMAP_URL_LIMIT = 50_000;
const PAGE_SIZE = 100;

function flatten(categories: ReadonlyArray<Category>): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.childCategories ?? [])]);
}

async function allPages<T>(load: (page: number) => Promise<{ content: T[]; pagination: { last: boolean; totalPages: number } }>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= SITEMAP_URL_LIMIT / PAGE_SIZE; page += 1) {
    const answer = await load(page);
    out.push(...answer.content);
    if (answer.pagination.last || page >= answer.pagination.totalPages) break;
  }
  return out;
}

/**
 * Every crawlable path of the catalogue: the static pages, MD tags, categories, items, brands and the events
 * that have a page of their own (external events are left out). Paths are unique, in that order.
 */
export async function collectSitemapPaths(api: ApiTransport): Promise<string[]> {
  const [categories, items, brands, events, tags] = await Promise.all([
    callContract(api, 'GET /api/category', {}).then((answer) => flatten(answer.list)),
    allPages((page) => callContract(api, 'GET /api/item', { query: { categoryUrl: '', page, itemsPerPage: PAGE_SIZE } })),
    callContract(api, 'GET /api/brand', {}).then((answer) => answer.list),
    allPages((page) => callContract(api, 'GET /api/event', { query: { page, size: 50 } })),
    callContract(api, 'GET /api/display/md-tags', {}).then((answer) => answer.tags).catch(() => [] as string[]),
  ]);
  const paths = [
    ...STATIC_SITEMAP_PATHS,
    ...tags.map((tag) => `/display/md?tag=${encodeURIComponent(tag)}`),
    ...categories.map((category) => `/categories/${encodeURIComponent(category.url)}`),
    ...items.map((item) => `/items/${encodeURIComponent(item.itemUserCode)}`),
    ...brands.map((brand) => `/brands/${brand.id}`),
    ...events.filter((event) => event.link.startsWith('/')).map((event) => event.link),
  ];
  return [...new Set(paths)].slice(0, SITEMAP_URL_LIMIT);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

/**
 * A sitemaps.org XML document of `paths` under `origin`.
 * @example buildSitemapXml('https://shop.example', ['/']) // '<?xml …<loc>https://shop.example/</loc>…'
 */
export function buildSitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything but personal, checkout, API and search pages; the sitemap under `origin`. */
export function buildRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
