import { screen, within } from '@testing-library/react';
import type { ApiRequest } from '@shop/api-client';
import { createFakeApi } from '../../testing/fake-api.ts';
import { CATEGORY_TREE, FASHION, itemCard, itemList, LIVING } from '../../testing/fixtures.ts';
import { hydrateRoute, renderRoute } from '../../testing/render-route.tsx';

const EVERYTHING = { ...FASHION, categoryId: 0, url: '', name: '', childCategories: [] };

function homeApi({ failPopular = false } = {}) {
  return createFakeApi([
    ['/api/category', () => ({ list: [{ ...FASHION, image: '/upload/categories/fashion.webp' }, ...CATEGORY_TREE.slice(1)], updatedDate: '20250101000000' })],
    [
      '/api/item',
      (request: ApiRequest) => {
        const query = request.query ?? {};
        if (query.categoryUrl === 'fashion') return itemList(FASHION, [], [itemCard(1), itemCard(21), itemCard(22)]);
        if (query.categoryUrl === 'living') return itemList(LIVING, [], [itemCard(31)]);
        if (query.orderBy === 'CREATED_DATE') return itemList(EVERYTHING, [], [itemCard(11), itemCard(12)]);
        if (query.orderBy === 'HITS') {
          if (failPopular) throw new Error('upstream down');
          return itemList(EVERYTHING, [], [itemCard(1), itemCard(2)]);
        }
        return undefined;
      },
    ],
  ]);
}

function sectionLinks(name: string) {
  return within(screen.getByRole('region', { name })).getAllByRole('link').map((link) => link.getAttribute('href'));
}

describe('home page', () => {
  it('builds the main visual, category shortcuts and item lists from the API', async () => {
    const { api, requests } = homeApi();
    await renderRoute('/', api);

    const hero = screen.getByRole('region', { name: '메인 비주얼' });
    expect(within(hero).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/items/P1001', '/categories/fashion', '/categories/living']);
    expect(within(hero).getByText('Item 1')).toBeTruthy();

    const shortcuts = screen.getByRole('navigation', { name: '분류별 바로가기' });
    expect(within(shortcuts).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/categories/fashion', '/categories/living']);
    const [fashionLink, livingLink] = within(shortcuts).getAllByRole('link');
    expect(fashionLink?.querySelector('img')?.getAttribute('src')).toBe('/_ipx/w_320,f_webp/upload/categories/fashion.webp');
    expect(livingLink?.querySelector('img')).toBeNull();
    expect(livingLink?.textContent).toBe('LLiving');

    expect(sectionLinks('신상품')).toEqual(['/items/P1011', '/items/P1012']);
    expect(sectionLinks('인기상품')).toEqual(['/items/P1001', '/items/P1002']);
    expect(sectionLinks('Fashion 추천')).toEqual(['/categories/fashion', '/items/P1001', '/items/P1021', '/items/P1022']);
    expect(sectionLinks('Living 추천')).toEqual(['/categories/living', '/items/P1031']);

    const queries = requests.filter((request) => request.path === '/api/item').map((request) => request.query);
    expect(queries).toEqual(
      expect.arrayContaining([
        { categoryUrl: '', orderBy: 'CREATED_DATE', sort: undefined, page: 1, itemsPerPage: 8 },
        { categoryUrl: '', orderBy: 'HITS', sort: undefined, page: 1, itemsPerPage: 8 },
        { categoryUrl: 'fashion', orderBy: 'ORDERING', sort: undefined, page: 1, itemsPerPage: 4 },
      ]),
    );
  });

  it('still renders when one list fails', async () => {
    const { api } = homeApi({ failPopular: true });
    await renderRoute('/', api);
    expect(screen.queryByRole('region', { name: '인기상품' })).toBeNull();
    expect(sectionLinks('신상품')).toEqual(['/items/P1011', '/items/P1012']);
    expect(within(screen.getByRole('region', { name: '메인 비주얼' })).getAllByRole('link')[0]?.getAttribute('href')).toBe('/items/P1011');
  });

  it('hydrates the server HTML without mismatches', async () => {
    const { api } = homeApi();
    const { hydrationErrors, unmount } = await hydrateRoute('/', api);
    expect(hydrationErrors).toEqual([]);
    unmount();
  });
});
