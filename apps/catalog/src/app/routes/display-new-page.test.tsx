import { screen, within } from '@testing-library/react';
import { createFakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { cardPage } from '../../testing/showcase-fixtures.ts';

describe('display new page', () => {
  it('lists new items in the API order by default, with count and pagination', async () => {
    const { api, requests } = createFakeApi([['/api/display/new', (request) => ({ ...cardPage(1, 24, 30), pagination: { ...cardPage(1, 24, 30).pagination, currentPage: Number(request.query?.page ?? 1) } })]]);
    await renderRoute('/display/new', api);
    expect(screen.getByRole('heading', { level: 1, name: '신상품' })).toBeTruthy();
    expect(screen.getByText('총 30개 상품')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '신상품' })).getAllByTestId('product-card')).toHaveLength(24);
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeTruthy();
    expect(requests[0]?.query).toEqual({ orderBy: undefined, sort: undefined, page: 1, size: 24 });
  });

  it('sends the sort and page of the URL', async () => {
    const { api, requests } = createFakeApi([['/api/display/new', () => cardPage(1, 2)]]);
    await renderRoute('/display/new?orderBy=SALE_PRICE&sort=ASC&page=2', api);
    expect(requests[0]?.query).toEqual({ orderBy: 'SALE_PRICE', sort: 'ASC', page: 2, size: 24 });
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('SALE_PRICE_ASC');
  });
});
