import { screen, within } from '@testing-library/react';
import { createFakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { brand, cardPage } from '../../testing/showcase-fixtures.ts';

function brandApi() {
  return createFakeApi([
    ['/api/brand', () => ({ list: [brand(1), brand(4)] })],
    [/^\/api\/brand\/\d+\/items$/, (request) => (request.path === '/api/brand/4/items' ? { ...cardPage(1, 3, 14), brand: brand(4) } : undefined)],
  ]);
}

describe('brand pages', () => {
  it('lists every brand with its count, linking to the brand page', async () => {
    await renderRoute('/brands', brandApi().api);
    const list = screen.getByRole('list', { name: '브랜드 목록' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/brands/1', '/brands/4']);
    expect(within(list).getByText('상품 14개')).toBeTruthy();
  });

  it('shows a brand with its sortable items', async () => {
    const { api, requests } = brandApi();
    await renderRoute('/brands/4?orderBy=SALE_PRICE&sort=DESC', api);
    expect(screen.getByRole('heading', { level: 1, name: 'Brand 4' })).toBeTruthy();
    expect(screen.getByText('총 14개 상품')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Brand 4 상품 목록' })).getAllByTestId('product-card')).toHaveLength(3);
    expect(requests.find((r) => r.path === '/api/brand/4/items')?.query).toEqual({ orderBy: 'SALE_PRICE', sort: 'DESC', page: 1, size: 24 });
  });

  it('answers unknown and malformed brand ids with a 404', async () => {
    await renderRoute('/brands/999', brandApi().api);
    expect(screen.getAllByTestId('route-error').at(-1)?.textContent).toBe('404 Not Found');
    const { api, requests } = brandApi();
    await renderRoute('/brands/abc', api);
    expect(screen.getAllByTestId('route-error').at(-1)?.textContent).toBe('404 Not Found');
    expect(requests).toHaveLength(0);
  });
});
