import { createRecordingTransport } from '../testing/recording-transport.ts';
import { checkCategoryUpdated } from './check-category-updated.ts';
import { getMenuHref } from './get-gnb-list.ts';
import { getItem } from './get-item.ts';
import { getItems } from './get-items.ts';
import { getTopBanner, pickTopBanners } from './get-top-banner.ts';

describe('catalogue calls', () => {
  it('asks for items with 24 per page by default', async () => {
    const { api, requests } = createRecordingTransport(() => ({}));
    await getItems(api, { categoryUrl: 'living', orderBy: 'SALE_PRICE', sort: 'DESC', page: 2 });
    await getItem(api, 'P 1/2');
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/item', query: { categoryUrl: 'living', orderBy: 'SALE_PRICE', sort: 'DESC', page: 2, itemsPerPage: 24 } });
    expect(requests[0]?.endpoint).toBe('GET /api/item');
    expect(requests[1]?.path).toBe('/api/item/P%201%2F2');
  });

  it('reads the updated flag', async () => {
    const { api, requests } = createRecordingTransport(() => ({ categoryUpdateFlag: true }));
    expect(await checkCategoryUpdated(api, '20250101000000')).toBe(true);
    expect(requests[0]?.query).toEqual({ d: '20250101000000' });
  });

  it('gives internal menu targets a leading slash', () => {
    expect(getMenuHref({ target: 'display/new', isExternalLink: false })).toBe('/display/new');
    expect(getMenuHref({ target: '/events', isExternalLink: false })).toBe('/events');
    for (const target of ['//evil.example', '/\\evil.example', '\\evil.example', 'javascript:alert(1)']) expect(getMenuHref({ target, isExternalLink: false })).toBe('/');
    expect(getMenuHref({ target: 'javascript:alert(1)', isExternalLink: true })).toBe('/');
    expect(getMenuHref({ target: 'https://blog.example', isExternalLink: true })).toBe('https://blog.example');
  });

  it('takes the first valid banner of each list', async () => {
    const banner = (image: string) => ({ image, color: '#fff', url: '/e', content: '' });
    expect(pickTopBanners({ topBanner: [banner(''), banner(' '), banner('/b.png')], mobileTopBanner: [banner('')] })).toEqual({ topBanner: banner('/b.png'), mobileTopBanner: null });
    expect(pickTopBanners(null)).toEqual({ topBanner: null, mobileTopBanner: null });
    const { api, requests } = createRecordingTransport(() => ({ topBanner: [banner('/a.png')], mobileTopBanner: [banner('/m.png')] }));
    expect((await getTopBanner(api)).mobileTopBanner?.image).toBe('/m.png');
    expect(requests[0]?.path).toBe('/api/display/top-banner');
  });
});
