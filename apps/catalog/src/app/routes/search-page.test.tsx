import { screen, within } from '@testing-library/react';
import { createFakeApi } from '../../testing/fake-api.ts';
import { hydrateRoute, renderRoute } from '../../testing/render-route.tsx';
import { cardPage, pageOf } from '../../testing/showcase-fixtures.ts';

function searchApi() {
  return createFakeApi([
    ['/api/search/result', (request) => (request.query?.query === 'ㅎㅅ' ? { ...cardPage(1, 24, 30), query: 'ㅎㅅ' } : { ...pageOf([]), query: request.query?.query })],
  ]);
}

describe('search page', () => {
  it('shows the results heading, count, sort and pagination', async () => {
    const { api, requests } = searchApi();
    await renderRoute('/search?query=%E3%85%8E%E3%85%85&orderBy=HITS', api);
    expect(screen.getByRole('heading', { level: 1, name: "'ㅎㅅ' 검색결과" })).toBeTruthy();
    expect(screen.getByText('총 30개 상품')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: "'ㅎㅅ' 검색 결과 상품" })).getAllByTestId('product-card')).toHaveLength(24);
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2' }).getAttribute('href')).toBe('/search?query=%E3%85%8E%E3%85%85&orderBy=HITS&page=2');
    expect(requests[0]?.query).toEqual({ query: 'ㅎㅅ', orderBy: 'HITS', sort: undefined, page: 1, itemsPerPage: 24 });
  });

  it('shows the empty state with the hints and 메인으로', async () => {
    await renderRoute('/search?query=nothing', searchApi().api);
    expect(screen.getByRole('heading', { level: 1, name: "'nothing' 검색결과" })).toBeTruthy();
    expect(screen.getByText('검색 결과가 없습니다.')).toBeTruthy();
    expect(screen.getByText('단어의 철자가 정확한지 확인해 보세요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '메인으로' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('asks for a query without calling the API, and hydrates cleanly', async () => {
    const { api, requests } = searchApi();
    await renderRoute('/search?query=%20%20', api);
    expect(screen.getByText('검색어를 입력해 주세요.')).toBeTruthy();
    expect(requests).toHaveLength(0);
    const { hydrationErrors, unmount } = await hydrateRoute('/search?query=%E3%85%8E%E3%85%85', searchApi().api);
    expect(hydrationErrors).toEqual([]);
    unmount();
  });
});
