import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeApi } from '../../testing/fake-api.ts';
import { itemDetail } from '../../testing/fixtures.ts';
import { hydrateRoute, renderRoute } from '../../testing/render-route.tsx';

function itemApi(detail = itemDetail(7, { reviewCount: 12, displayReviewScore: 4.5, labels: [{ label: 'BEST', color: '#ff4800' }] })) {
  return createFakeApi([['/api/item/P1007', () => detail]]);
}

function mainImage(container: ParentNode = document) {
  return within(container as HTMLElement)
    .getByRole('region', { name: '상품 이미지' })
    .querySelector('.catalog-gallery__main img') as HTMLImageElement;
}

describe('item page', () => {
  it('shows the item from the API: breadcrumb, brand, name, price, facts, detail and info', async () => {
    const { api, requests } = itemApi();
    const { container } = await renderRoute('/items/P1007', api);

    expect(requests.map((request) => request.path).sort()).toEqual(['/api/item/P1007', '/api/item/P1007/inquiry', '/api/item/P1007/relation', '/api/item/reviews']);
    const breadcrumb = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(breadcrumb).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/categories/fashion', '/categories/tops', '/categories/shirts']);
    expect(screen.getByRole('heading', { level: 1, name: 'Item 7' })).toBeTruthy();
    expect(screen.getByText('Brand 7')).toBeTruthy();
    expect(screen.getByText('Summary 7')).toBeTruthy();
    expect(screen.getByText('BEST')).toBeTruthy();
    expect(container.querySelector('.catalog-item__price .ui-price__rate')?.textContent).toContain('20%');
    expect(container.querySelector('.catalog-item__price .ui-price__current')?.textContent).toContain('22,000');
    expect(container.querySelector('.catalog-item__price del')?.textContent).toContain('27,000');

    const facts = Object.fromEntries(Array.from(container.querySelectorAll('.catalog-item__fact')).map((fact) => [fact.querySelector('dt')?.textContent, fact.querySelector('dd')?.textContent]));
    expect(facts).toMatchObject({ 판매자: 'Seller One', 원산지: 'Korea', 상품코드: 'P1007' });
    expect(screen.getByRole('link', { name: 'Seller One' }).getAttribute('href')).toBe('/sellers/1');
    expect(facts['배송비']).toBe('3,000원 (50,000원 이상 구매 시 무료)제주 3,000원 / 도서산간 5,000원 추가도서산간 지역보기');
    expect(facts['적립 포인트']).toBe('150P (1% 적립)');
    expect(screen.getByText(/4\.5 \(12\)/)).toBeTruthy();

    const detail = screen.getByRole('tabpanel', { name: '상세정보' });
    expect(within(detail).getByRole('heading', { name: 'About' })).toBeTruthy();
    expect(within(detail).getByRole('img', { name: 'detail' }).getAttribute('src')).toBe('/_ipx/w_1536,f_webp/upload/editor/detail.png');

    fireEvent.click(screen.getByRole('tab', { name: '기본정보' }));
    const info = screen.getByRole('tabpanel', { name: '기본정보' });
    expect(within(info).getByRole('rowheader', { name: 'Material' }).nextElementSibling?.textContent).toBe('Linen 100%');
    expect(within(info).getByRole('rowheader', { name: '대표자' }).nextElementSibling?.textContent).toBe('Kim');
  });

  it('on a client navigation shows related items and the tabs too, a frame after the heading', async () => {
    const app = Object.assign(document.createElement('div'), { id: 'app' });
    app.setAttribute('data-hydrated', 'true');
    document.body.append(app);
    try {
      const { api } = itemApi();
      await renderRoute('/items/P1007', api);
      expect(screen.getByRole('heading', { level: 1, name: 'Item 7' })).toBeTruthy();
      expect(await screen.findByRole('tabpanel', { name: '상세정보' })).toBeTruthy();
    } finally {
      app.remove();
    }
  });

  it('switches the main image when a thumbnail is chosen', async () => {
    const { api } = itemApi();
    await renderRoute('/items/P1007', api);
    expect(mainImage().getAttribute('src')).toBe('/_ipx/w_640,f_webp/upload/items/1007-1.png');
    expect(mainImage().getAttribute('fetchpriority')).toBe('high');
    const third = screen.getByRole('button', { name: '3번째 이미지 보기' });
    fireEvent.click(third);
    expect(mainImage().getAttribute('src')).toBe('/_ipx/w_640,f_webp/upload/items/1007-3.png');
    expect(third.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '1번째 이미지 보기' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('answers an unknown item with a 404', async () => {
    const { api } = itemApi();
    await renderRoute('/items/NOPE', api);
    expect(screen.getByTestId('route-error').textContent).toBe('404 Not Found');
  });

  it('describes each shipping type', async () => {
    const cases: Array<[Partial<ReturnType<typeof itemDetail>['item']>, string]> = [
      [{ shippingType: '1', shipping: 0 }, '무료배송'],
      [{ shippingType: '5', shipping: 2500, shippingItemCount: 3 }, '2,500원 (3개마다 부과)'],
      [{ shippingType: '6', shipping: 3000, shippingFreeAmount: 0 }, '고정 배송비 3,000원'],
    ];
    for (const [overrides, text] of cases) {
      const { api } = itemApi(itemDetail(7, overrides));
      const { unmount } = await renderRoute('/items/P1007', api);
      expect(screen.getByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('hydrates the server HTML without mismatches and the thumbnails work afterwards', async () => {
    const { api } = itemApi();
    const { container, html, hydrationErrors, unmount } = await hydrateRoute('/items/P1007', api);
    expect(html).toContain('Item 7');
    expect(hydrationErrors).toEqual([]);
    await act(async () => {
      fireEvent.click(within(container).getByRole('button', { name: '2번째 이미지 보기' }));
    });
    expect(mainImage(container).getAttribute('src')).toBe('/_ipx/w_640,f_webp/upload/items/1007-2.png');
    unmount();
  });
});
