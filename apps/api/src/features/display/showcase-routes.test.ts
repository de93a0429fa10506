import assert from 'node:assert/strict';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

type Card = { itemId: number; itemUserCode: string; itemName: string; brandId: number; presentPrice: number; createdAt?: string };
type PageOf<T> = { content: T[]; pagination: { currentPage: number; size: number; totalElements: number; totalPages: number; last: boolean } };
type CardPage = PageOf<Card>;
type Banner = { image: string; color: string; url: string; content: string };
type Spot = Card & {
  spotFlag: 'Y'; spotDateType: '1' | '2'; spotEndDate: string; displaySpotStartTime: string; displaySpotEndTime: string;
  spotWeekDays: number[]; spotActiveFlag: 'Y' | 'N'; spotCountdownDate: string; spotRemainingSeconds: number;
};
type Brand = { id: number; name: string; image: string; content: string; itemCount: number; mainFlag: 'Y' | 'N' };
type WallReview = { itemReviewId: number; itemUserCode: string; itemName: string; brandId: number; content: string; score: number; image: string | null; images: string[]; maskUsername: string; createdDate: string };

describeEachDatabase('showcase: display lists, time deals, brands, review wall', (server) => {
  const get = async <T>(path: string, status = 200) => json<T>(await server().request(path), status);

  it('answers the main visuals for PC and mobile, pictures included', async () => {
    const body = await get<{ promotion: Banner[]; mobilePromotion: Banner[] }>('/api/display/promotion');
    assert.equal(body.promotion.length, 3);
    assert.equal(body.mobilePromotion.length, 3);
    for (const banner of [...body.promotion, ...body.mobilePromotion]) {
      assert.ok(banner.content && banner.url.startsWith('/'));
      assert.equal((await server().request(banner.image)).status, 200);
    }
  });

  it('lists new items newest first, and sorts them on request', async () => {
    const page = await get<CardPage>('/api/display/new?size=10');
    assert.ok(page.pagination.totalElements > 10 && page.pagination.totalElements < 100);
    const second = await get<CardPage>('/api/display/new?size=10&page=2');
    assert.equal(new Set([...page.content, ...second.content].map((c) => c.itemId)).size, 20);
    const cheap = await get<CardPage>('/api/display/new?orderBy=SALE_PRICE&sort=ASC&size=100');
    const prices = cheap.content.map((c) => c.presentPrice);
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
    assert.equal(cheap.pagination.totalElements, page.pagination.totalElements);
  });

  it('answers MD tags and the items of a tag, the first tag by default', async () => {
    const { tags } = await get<{ tags: string[] }>('/api/display/md-tags');
    assert.ok(tags.length >= 4);
    const first = await get<CardPage & { tag: string }>('/api/display/md');
    assert.equal(first.tag, tags[0]);
    const other = await get<CardPage & { tag: string }>(`/api/display/md?tag=${encodeURIComponent(tags[2] ?? '')}&size=5`);
    assert.equal(other.tag, tags[2]);
    assert.equal(other.content.length, 5);
    assert.ok(other.pagination.totalElements > 5);
    const sorted = await get<CardPage>(`/api/display/md?tag=${encodeURIComponent(tags[2] ?? '')}&orderBy=SALE_PRICE&sort=DESC&size=100`);
    assert.equal(sorted.pagination.totalElements, other.pagination.totalElements);
    const unknown = await get<{ code: string }>('/api/display/md?tag=nothing', 404);
    assert.equal(unknown.code, 'MD_TAG_NOT_FOUND');
  });

  it('ranks the best 100 and the best of each depth-1 category', async () => {
    const { list } = await get<{ list: Card[] }>('/api/display/best');
    assert.equal(list.length, 100);
    const groups = await get<{ key: string; name: string; items: Card[] }[]>('/api/display/group-best?size=3');
    assert.equal(groups[0]?.key, '');
    assert.equal(groups[0]?.name, '전체');
    assert.deepEqual(groups[0]?.items.map((i) => i.itemId), list.slice(0, 3).map((i) => i.itemId));
    assert.ok(groups.length >= 6);
    const food = await get<CardPage>('/api/display/group-best/item-list?tag=food&size=100');
    assert.ok(food.content.length > 10);
    assert.deepEqual(food.content.slice(0, 3).map((i) => i.itemId), groups.find((g) => g.key === 'food')?.items.map((i) => i.itemId));
    assert.equal((await get<{ code: string }>('/api/display/group-best/item-list?tag=nope', 404)).code, 'CATEGORY_NOT_FOUND');
  });

  it('lists running and weekly time deals with the server time, never ended or future ones', async () => {
    const page = await get<PageOf<Spot> & { serverTime: string }>('/api/event/spot?size=50');
    assert.match(page.serverTime, /^\d{14}$/);
    const limited = page.content.filter((s) => s.spotDateType === '2');
    const weekly = page.content.filter((s) => s.spotDateType === '1');
    assert.equal(limited.length, 6);
    assert.equal(weekly.length, 4);
    for (const deal of limited) {
      assert.ok(deal.spotRemainingSeconds > 0);
      assert.ok(deal.spotEndDate > page.serverTime);
      assert.equal(deal.spotCountdownDate, deal.spotEndDate);
      assert.equal(deal.spotActiveFlag, 'Y');
    }
    // The first deal ends about two hours after the seed.
    assert.ok((limited[0]?.spotRemainingSeconds ?? 0) <= 2 * 3600);
    for (const deal of weekly) {
      assert.match(deal.displaySpotStartTime, /^\d\d:\d\d$/);
      assert.ok(deal.spotWeekDays.length > 0 && deal.spotWeekDays.every((d) => d >= 1 && d <= 7));
      assert.equal(deal.spotRemainingSeconds, 0);
    }
    const { db } = server().app.database;
    const stored = await db.selectFrom('itemSpots').select('itemId').execute();
    assert.equal(stored.length, 14);
  });

  it('answers brands: all, main ones in order, one brand, and its sortable items', async () => {
    const all = await get<{ list: Brand[] }>('/api/brand');
    assert.ok(all.list.length >= 12 && all.list.every((b) => b.itemCount > 0));
    const main = await get<{ list: Brand[] }>('/api/brand/main');
    assert.deepEqual(main.list.map((b) => b.id), [1, 4, 7, 10, 13, 16, 18, 9]);
    const brand = await get<Brand>('/api/brand/4');
    assert.equal(brand.name, main.list[1]?.name);
    const items = await get<CardPage & { brand: Brand }>('/api/brand/4/items?orderBy=SALE_PRICE&sort=ASC&size=100');
    assert.equal(items.pagination.totalElements, brand.itemCount);
    assert.ok(items.content.every((c) => c.brandId === 4));
    const prices = items.content.map((c) => c.presentPrice);
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
    assert.equal((await get<{ code: string }>('/api/brand/999', 404)).code, 'BRAND_NOT_FOUND');
    assert.equal((await get<{ code: string }>('/api/brand/999/items', 404)).code, 'BRAND_NOT_FOUND');
    assert.equal((await get<{ status: number }>('/api/brand/abc', 400)).status, 400);
  });

  it('answers the review wall from stored reviews, newest first, by brand and with photos', async () => {
    const wall = await get<PageOf<WallReview>>('/api/display/reviews?size=10');
    assert.ok(wall.pagination.totalElements > 100);
    const dates = wall.content.map((r) => r.createdDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.ok(wall.content.every((r) => r.content && r.maskUsername.includes('*')));
    const photos = await get<PageOf<WallReview>>('/api/display/reviews?photoFlag=Y&brandId=4&size=50');
    assert.ok(photos.content.length > 0);
    assert.ok(photos.content.every((r) => r.brandId === 4 && r.image !== null && r.images[0] === r.image));
    const main = await get<{ list: WallReview[] }>('/api/display/main-reviews?limit=6');
    assert.equal(main.list.length, 6);
    assert.ok(main.list.every((r) => r.score >= 4));
    assert.ok(main.list[0]?.image);
  });
});
