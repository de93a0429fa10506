import { screen, within } from '@testing-library/react';
import { createFakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { brand, pageOf, wallReview } from '../../testing/showcase-fixtures.ts';

describe('display review page', () => {
  it('shows the review wall with brand tabs and the photo filter from the URL', async () => {
    const { api, requests } = createFakeApi([
      ['/api/brand', () => ({ list: [brand(1), brand(4)] })],
      ['/api/display/reviews', () => pageOf([wallReview(2), wallReview(3)], 2, 45, 20)],
    ]);
    await renderRoute('/display/review?brand=4&photo=Y&page=2', api);
    expect(screen.getByRole('heading', { level: 1, name: '리뷰' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '브랜드별 리뷰' });
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('Brand 4');
    expect(within(tabs).getByRole('link', { name: '전체' }).getAttribute('href')).toBe('/display/review?photo=Y');
    expect((screen.getByRole('checkbox', { name: '포토 리뷰만 보기' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('총 45개 리뷰')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Item 2 리뷰' });
    expect(within(card).getByRole('img', { name: 'Item 2 리뷰 사진' })).toBeTruthy();
    expect(within(card).getByText('2025.06.01')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/display/reviews')?.query).toEqual({ brandId: 4, photoFlag: 'Y', page: 2, size: 20 });
  });

  it('says so when there is no review', async () => {
    const { api } = createFakeApi([
      ['/api/brand', () => ({ list: [] })],
      ['/api/display/reviews', () => pageOf([])],
    ]);
    await renderRoute('/display/review', api);
    expect(screen.getByText('등록된 리뷰가 없습니다.')).toBeTruthy();
  });
});
