import { createRecordingTransport } from '../testing/recording-transport.ts';
import { getBest, getGroupBest, getGroupBestItems } from './get-best.ts';
import { getBrand, getBrandItems, getBrands, getMainBrands } from './get-brands.ts';
import { getDisplayNew } from './get-display-new.ts';
import { getMdItems, getMdTags } from './get-md.ts';
import { getPromotion } from './get-promotion.ts';
import { getMainReviews, getReviewWall } from './get-review-wall.ts';
import { getSpots } from './get-spots.ts';
import { getSearchInfo, searchItems } from './search.ts';

describe('showcase calls', () => {
  it('asks for display lists with 24 per page by default', async () => {
    const { api, requests } = createRecordingTransport(() => ({ tags: ['a'], list: [] }));
    await getPromotion(api);
    await getDisplayNew(api, { orderBy: 'SALE_PRICE', sort: 'ASC', page: 2 });
    expect(await getMdTags(api)).toEqual(['a']);
    await getMdItems(api, '홈카페', { page: 3 });
    expect(await getBest(api)).toEqual([]);
    await getGroupBestItems(api, 'food');
    await getGroupBest(api, 3);
    expect(requests.map((r) => r.path)).toEqual([
      '/api/display/promotion', '/api/display/new', '/api/display/md-tags', '/api/display/md', '/api/display/best',
      '/api/display/group-best/item-list', '/api/display/group-best',
    ]);
    expect(requests[1]?.query).toEqual({ orderBy: 'SALE_PRICE', sort: 'ASC', page: 2, size: 24 });
    expect(requests[3]?.query).toEqual({ tag: '홈카페', orderBy: undefined, sort: undefined, page: 3, size: 24 });
    expect(requests[5]?.query).toEqual({ tag: 'food', size: 100, page: 1 });
    expect(requests[6]?.query).toEqual({ size: 3 });
  });

  it('asks for reviews, time deals and brands', async () => {
    const { api, requests } = createRecordingTransport(() => ({ list: [{ id: 1 }] }));
    await getReviewWall(api, { brandId: 4, photoFlag: 'Y', page: 2 });
    expect(await getMainReviews(api)).toEqual([{ id: 1 }]);
    await getSpots(api, { size: 50 });
    expect(await getBrands(api)).toEqual([{ id: 1 }]);
    await getMainBrands(api);
    await getBrand(api, 7);
    await getBrandItems(api, 7, { orderBy: 'HITS', page: 2 });
    expect(requests.map((r) => r.path)).toEqual([
      '/api/display/reviews', '/api/display/main-reviews', '/api/event/spot', '/api/brand', '/api/brand/main', '/api/brand/7', '/api/brand/7/items',
    ]);
    expect(requests[0]?.query).toEqual({ brandId: 4, photoFlag: 'Y', page: 2, size: undefined });
    expect(requests[1]?.query).toEqual({ limit: 8 });
    expect(requests[6]?.query).toEqual({ orderBy: 'HITS', sort: undefined, page: 2, size: 24 });
  });

  it('searches with itemsPerPage and reads the search info defensively', async () => {
    const { api, requests } = createRecordingTransport(() => null);
    await searchItems(api, 'ㄴㅇㅋ', { orderBy: 'SALE_PRICE', sort: 'DESC', page: 2 });
    expect(requests[0]).toMatchObject({ method: 'GET', endpoint: 'GET /api/search/result', path: '/api/search/result', query: { query: 'ㄴㅇㅋ', orderBy: 'SALE_PRICE', sort: 'DESC', page: 2, itemsPerPage: 24 } });
    expect(await getSearchInfo(api)).toEqual({ keywords: [], recommend: null });
  });
});
