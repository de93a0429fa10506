import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi } from '../../testing/fake-api.ts';
import { CATEGORY_TREE, FASHION, itemCard } from '../../testing/fixtures.ts';
import { hydrateRoute, renderRoute } from '../../testing/render-route.tsx';
import { brand, cardPage, eventSummary, pageOf, spotItem, wallReview } from '../../testing/showcase-fixtures.ts';

const banner = (image: string, content: string, url: string) => ({ image, color: '#223344', url, content });

function homeApi({ failNew = false } = {}) {
  return createFakeApi([
    ['/api/display/promotion', () => ({
      promotion: [banner('/upload/banners/main-101.webp', 'New season|First look', '/display/new'), banner('/upload/banners/main-102.webp', 'Time sale', '/display/timedeal')],
      mobilePromotion: [banner('/upload/banners/main-111.webp', 'Season|Mobile', '/display/new')],
    })],
    ['/api/category', () => ({ list: [{ ...FASHION, image: '/upload/categories/fashion.webp' }, ...CATEGORY_TREE.slice(1)], updatedDate: '20250101000000' })],
    ['/api/display/new', () => {
      if (failNew) throw new Error('upstream down');
      return cardPage(11, 2);
    }],
    ['/api/event/spot', () => ({ ...pageOf([spotItem(21, 3725), spotItem(22, 0, { start: '09:00', end: '11:59', days: [1, 3, 5], active: true })]), serverTime: '20250601000000' })],
    ['/api/display/group-best', () => [
      { key: '', name: 'All', items: [itemCard(1), itemCard(2)] },
      { key: 'fashion', name: 'Fashion', items: [itemCard(3)] },
      { key: 'living', name: 'Living', items: [] },
    ]],
    ['/api/brand/main', () => ({ list: [brand(1), brand(4)] })],
    ['/api/display/md-tags', () => ({ tags: ['cafe', 'gift'] })],
    ['/api/display/md', (request) => ({ ...cardPage(31, 2), tag: request.query?.tag })],
    ['/api/display/main-reviews', () => ({ list: [wallReview(2), wallReview(3)] })],
    ['/api/event', () => pageOf([eventSummary(1), eventSummary(2, { prodState: 'END' }), eventSummary(3, { link: 'https://example.com/e', externalLinkFlag: 'Y' })])],
  ]);
}

function region(name: string) {
  return screen.getByRole('region', { name });
}

function links(name: string) {
  return within(region(name)).getAllByRole('link').map((link) => link.getAttribute('href'));
}

describe('home page', () => {
  it('renders every section from the API', async () => {
    const { api, requests } = homeApi();
    await renderRoute('/', api);

    const visual = region('메인 비주얼');
    expect(within(visual).getAllByRole('group', { hidden: true }).map((slide) => slide.getAttribute('aria-label'))).toEqual(['2개 중 1번째 배너', '2개 중 2번째 배너']);
    expect(within(visual).getAllByText('New season')).toHaveLength(1);
    expect(within(visual).getByText('Season')).toBeTruthy();
    const picture = visual.querySelector('picture');
    expect(picture?.querySelector('source')?.getAttribute('srcset')).toContain('/upload/banners/main-101.webp');
    expect(picture?.querySelector('img')?.getAttribute('src')).toContain('/upload/banners/main-111.webp');
    expect(within(visual).getByText('1')).toBeTruthy();

    expect(links('갓 들어온 신상품')).toEqual(['/display/new', '/items/P1011', '/items/P1012']);

    const timeSale = region('찐 혜택 타임세일');
    const deals = within(timeSale).getAllByTestId('time-deal');
    expect(within(deals[0]!).getByRole('timer').textContent).toBe('01 : 02 : 05');
    expect(within(deals[1]!).getByText('09:00 ~ 11:59 / 월 · 수 · 금')).toBeTruthy();
    expect(within(deals[1]!).getByText('지금 진행 중')).toBeTruthy();

    const best = region('핫해핫해~ 베스트상품');
    expect(within(best).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Fashion']);
    const ranking = within(best).getByRole('list', { name: 'All 베스트 순위' });
    expect(within(ranking).getAllByLabelText(/위$/).map((rank) => rank.textContent)).toEqual(['01', '02']);
    expect(within(best).getByRole('link', { name: '더보기' }).getAttribute('href')).toBe('/display/best');
    await userEvent.click(within(best).getByRole('tab', { name: 'Fashion' }));
    expect(within(best).getByRole('link', { name: '더보기' }).getAttribute('href')).toBe('/display/best?category=fashion');
    expect(within(best).getByRole('list', { name: 'Fashion 베스트 순위' })).toBeTruthy();

    expect(links('관심 집중 브랜드')).toEqual(['/brands', '/brands/1', '/brands/4']);

    const md = region('취향 단박에 캐치');
    expect(within(md).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['#cafe', '#gift']);
    expect(within(md).getByRole('list', { name: '#cafe 추천 상품' })).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/display/md')?.query).toMatchObject({ tag: 'cafe', size: 8 });

    const reviews = region('써 본 사람들의 진짜 리뷰');
    expect(within(reviews).getByText('Review text 2')).toBeTruthy();
    expect(within(reviews).getAllByRole('img', { name: '5점 만점에 5점' })).toHaveLength(2);

    expect(links('눈여겨볼 만한 기획전')).toEqual(['/events', '/events/1', 'https://example.com/e']);
  });

  it('leaves out a section whose call fails and keeps the rest', async () => {
    const { api } = homeApi({ failNew: true });
    await renderRoute('/', api);
    expect(screen.queryByRole('region', { name: '갓 들어온 신상품' })).toBeNull();
    expect(region('찐 혜택 타임세일')).toBeTruthy();
  });

  it('hydrates the server HTML without mismatches', async () => {
    const { api } = homeApi();
    const { hydrationErrors, unmount } = await hydrateRoute('/', api);
    expect(hydrationErrors).toEqual([]);
    unmount();
  });
});
