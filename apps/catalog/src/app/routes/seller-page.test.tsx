import { screen, within } from '@testing-library/react';
import { createFakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { cardPage } from '../../testing/showcase-fixtures.ts';

const seller = {
  id: 2,
  name: '온누리상회',
  representativeName: '박판매',
  businessNumber: '2148812345',
  businessLocation: '부산광역시 해운대구 센텀중앙로 97',
  deliveryCompanyName: '한진택배',
};

function sellerApi() {
  return createFakeApi([[/^\/api\/seller\/\d+\/items$/, (request) => (request.path === '/api/seller/2/items' ? { ...cardPage(1, 3, 30), seller } : undefined)]]);
}

describe('seller page', () => {
  it("shows the seller's business details and its sortable items", async () => {
    const { api, requests } = sellerApi();
    await renderRoute('/sellers/2?orderBy=SALE_PRICE&sort=ASC&page=2', api);
    expect(screen.getByRole('heading', { level: 1, name: '온누리상회 상품 모아보기' })).toBeTruthy();
    const info = screen.getByRole('table', { name: '판매자 정보' });
    expect(within(info).getByRole('rowheader', { name: '대표자' }).nextElementSibling?.textContent).toBe('박판매');
    expect(within(info).getByRole('rowheader', { name: '사업자등록번호' }).nextElementSibling?.textContent).toBe('214-88-12345');
    expect(within(info).getByText('한진택배')).toBeTruthy();
    expect(screen.getByText('총 30개 상품')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '온누리상회 상품 목록' })).getAllByTestId('product-card')).toHaveLength(3);
    expect(requests.find((r) => r.path === '/api/seller/2/items')?.query).toEqual({ orderBy: 'SALE_PRICE', sort: 'ASC', page: 2, size: 24 });
  });

  it('answers unknown and malformed seller ids with a 404, asking the API only for a number', async () => {
    await renderRoute('/sellers/999', sellerApi().api);
    expect(screen.getAllByTestId('route-error').at(-1)?.textContent).toBe('404 Not Found');
    const { api, requests } = sellerApi();
    await renderRoute('/sellers/abc', api);
    expect(screen.getAllByTestId('route-error').at(-1)?.textContent).toBe('404 Not Found');
    expect(requests).toHaveLength(0);
  });
});
