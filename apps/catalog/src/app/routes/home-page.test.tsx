import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi } from '../../testing/fake-api.ts';
import { CATEGORY_TREE, FASHION, itemCard } from '../../testing/fixtures.ts';
import { hydrateRoute, renderRoute } from '../../testing/render-route.tsx';
import { brand, cardPage, eventSummary, pageOf, spotItem, wallReview } from '../../testing/showcase-fixtures.ts';

const banner = (image: string, content: string, url: string) => ({ image, color: '#223344', url, content });

const popup = (popupId: number, overrides: Record<string, unknown> = {}) => ({
  popupId, popupType: '1', popupStyle: '1', subject: `Popup ${popupId}`, content: '', width: 400, height: 500, topPosition: 120, leftPosition: 80,
  popupImage: `/upload/popups/${popupId}.webp`, imageLink: '/events/7', backgroundColor: '#ffffff', startDate: '20250101000000', endDate: '20991231235959', ...overrides,
});
const POPUPS = [popup(1), popup(2, { popupType: '2', subject: 'Notice', content: '<p>Shipping is late</p>', popupImage: '', imageLink: '', topPosition: 140, leftPosition: 520 })];

function clearPopupCookies() {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim())) {
    if (name?.startsWith('MAIN_POPUP_')) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function homeApi({ failNew = false } = {}) {
  return createFakeApi([
    ['/api/popup/list', () => ({ list: POPUPS })],
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
    const { hydrationErrors, html, unmount } = await hydrateRoute('/', api);
    expect(hydrationErrors).toEqual([]);
    // The popups are in the server HTML, so they do not pop in after the page has shown.
    expect(html).toContain('오늘 하루 보지 않기');
    unmount();
  });
});

describe('main popups', () => {
  afterEach(clearPopupCookies);

  it('shows each popup as a dialog at its position, the first one focused, with its picture link or HTML', async () => {
    const { api } = homeApi();
    await renderRoute('/', api);
    const [first, second] = screen.getAllByRole('dialog');
    expect(first).toBe(screen.getByRole('dialog', { name: 'Popup 1' }));
    expect(second).toBe(screen.getByRole('dialog', { name: 'Notice' }));
    expect(document.activeElement).toBe(first);
    expect(first?.style.getPropertyValue('--catalog-popup-top')).toBe('120px');
    expect(first?.style.getPropertyValue('--catalog-popup-left')).toBe('80px');
    expect(first?.style.getPropertyValue('--catalog-popup-width')).toBe('400px');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Popup 1' }).getAttribute('href')).toBe('/events/7');
    expect(within(second as HTMLElement).getByText('Shipping is late')).toBeTruthy();
  });

  it('closes a popup with 닫기 or Escape for this page only, moving the focus to the next one', async () => {
    const { api } = homeApi();
    await renderRoute('/', api);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Popup 1' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Popup 1' })).toBeNull();
    const notice = screen.getByRole('dialog', { name: 'Notice' });
    expect(document.activeElement).toBe(notice);
    fireEvent.click(within(notice).getByRole('button', { name: '닫기' }));
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    expect(document.cookie).not.toContain('MAIN_POPUP_');
  });

  it('hides a popup for the day with 오늘 하루 보지 않기, decided by the loader from the cookie', async () => {
    const { api } = homeApi();
    const { unmount } = await renderRoute('/', api);
    await act(async () => fireEvent.click(within(screen.getByRole('dialog', { name: 'Notice' })).getByRole('button', { name: '오늘 하루 보지 않기' })));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();
    expect(document.cookie).toContain('MAIN_POPUP_2=Y');
    unmount();

    // The next visit renders only the popup that was not hidden.
    const again = await renderRoute('/', api);
    expect(screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-labelledby'))).toEqual(['catalog-main-popup-1']);
    expect((again.router.state.loaderData['catalog.home'] as { popups: { popupId: number }[] }).popups.map((p) => p.popupId)).toEqual([1]);
  });
});
