import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ApiRequest } from '@shop/api-client';
import { createFakeApi } from '../../testing/fake-api.ts';
import { CATEGORY_TREE, FASHION, itemCard, itemList, LIVING, SHIRTS, TOPS } from '../../testing/fixtures.ts';
import { hydrateRoute, renderRoute } from '../../testing/render-route.tsx';

const TOPS_ITEMS = Array.from({ length: 24 }, (_, index) => itemCard(index + 1));

function catalogApi() {
  return createFakeApi([
    ['/api/category', () => ({ list: CATEGORY_TREE, updatedDate: '20250101000000' })],
    [
      '/api/item',
      (request: ApiRequest) => {
        const query = request.query ?? {};
        if (query.categoryUrl === 'tops') return itemList(TOPS, [FASHION], TOPS_ITEMS, Number(query.page ?? 1), 30);
        if (query.categoryUrl === 'shirts') return itemList(SHIRTS, [FASHION, TOPS, SHIRTS], [itemCard(99, { itemSoldOutFlag: 'Y' })]);
        if (query.categoryUrl === 'living') return itemList(LIVING, [], []);
        return undefined;
      },
    ],
  ]);
}

function itemRequests(requests: ApiRequest[]) {
  return requests.filter((request) => request.path === '/api/item').map((request) => request.query);
}

describe('category page', () => {
  it('shows breadcrumb, title, child categories, count, sort, grid and pagination from the API', async () => {
    const { api, requests } = catalogApi();
    await renderRoute('/categories/tops?orderBy=SALE_PRICE&sort=ASC&page=2', api);

    expect(screen.getByRole('heading', { level: 1, name: 'Tops' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(breadcrumb).getByRole('link', { name: '홈' }).getAttribute('href')).toBe('/');
    // Each depth opens the categories beside it: the top level for Fashion, Fashion's children for Tops.
    const topLevel = within(breadcrumb).getByRole('list', { name: 'Fashion 대신 볼 분류' });
    expect(within(topLevel).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fashion', '/categories/fashion'],
      ['Living', '/categories/living'],
    ]);
    // Tops has no siblings: a plain link to the current page.
    expect(within(breadcrumb).getByRole('link', { name: 'Tops' }).getAttribute('aria-current')).toBe('page');
    const chips = screen.getByRole('navigation', { name: '하위 분류' });
    expect(within(chips).getAllByRole('link').map((link) => link.textContent)).toEqual(['전체', 'Shirts', 'Knits']);
    expect(within(chips).getByRole('link', { name: '전체' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('총 30개 상품')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement).value).toBe('SALE_PRICE_ASC');
    const grid = screen.getByRole('list', { name: 'Tops 상품 목록' });
    expect(within(grid).getAllByTestId('product-card')).toHaveLength(24);
    expect(within(grid).getByRole('link', { name: /Item 1\b/ }).getAttribute('href')).toBe('/items/P1001');
    expect(screen.getByRole('link', { name: '2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '1' }).getAttribute('href')).toBe('/categories/tops?orderBy=SALE_PRICE&sort=ASC');
    expect(itemRequests(requests)).toEqual([{ categoryUrl: 'tops', orderBy: 'SALE_PRICE', sort: 'ASC', page: 2, itemsPerPage: 24 }]);
  });

  it('reloads with the chosen sort from page 1, and back restores the previous sort', async () => {
    const { api, requests } = catalogApi();
    const { router } = await renderRoute('/categories/tops?page=2', api);
    const select = screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement;
    expect(select.value).toBe('ORDERING');

    await act(async () => {
      fireEvent.change(select, { target: { value: 'HITS' } });
    });
    expect(router.state.location.search).toBe('?orderBy=HITS');
    expect(itemRequests(requests).at(-1)).toEqual({ categoryUrl: 'tops', orderBy: 'HITS', sort: undefined, page: 1, itemsPerPage: 24 });
    expect((screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement).value).toBe('HITS');

    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=2');
    expect((screen.getByRole('combobox', { name: '정렬' }) as HTMLSelectElement).value).toBe('ORDERING');
    expect(itemRequests(requests).at(-1)).toMatchObject({ orderBy: 'ORDERING', page: 2 });
  });

  it('shows the siblings of a leaf category and marks sold-out items', async () => {
    const { api } = catalogApi();
    await renderRoute('/categories/shirts', api);
    const chips = screen.getByRole('navigation', { name: '하위 분류' });
    expect(within(chips).getByRole('link', { name: '전체' }).getAttribute('href')).toBe('/categories/tops');
    expect(within(chips).getByRole('link', { name: 'Shirts' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('품절')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  });

  it('says 상품이 없습니다. for an empty category', async () => {
    const { api } = catalogApi();
    await renderRoute('/categories/living', api);
    expect(screen.getByText('상품이 없습니다.')).toBeTruthy();
    expect(screen.getByText('총 0개 상품')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('answers an unknown category with a 404', async () => {
    const { api } = catalogApi();
    await renderRoute('/categories/nope', api);
    expect(screen.getByTestId('route-error').textContent).toBe('404 Not Found');
  });

  it('hydrates the server HTML without mismatches and the sort select works afterwards', async () => {
    const { api, requests } = catalogApi();
    const { container, router, hydrationErrors, unmount } = await hydrateRoute('/categories/tops?orderBy=HITS', api);
    expect(hydrationErrors).toEqual([]);
    const select = within(container).getByRole('combobox', { name: '정렬' }) as HTMLSelectElement;
    expect(select.value).toBe('HITS');
    await act(async () => {
      fireEvent.change(select, { target: { value: 'SALE_PRICE_DESC' } });
    });
    expect(router.state.location.search).toBe('?orderBy=SALE_PRICE&sort=DESC');
    expect(itemRequests(requests).at(-1)).toMatchObject({ orderBy: 'SALE_PRICE', sort: 'DESC', page: 1 });
    unmount();
  });
});
