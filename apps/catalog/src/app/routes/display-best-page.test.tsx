import { screen, within } from '@testing-library/react';
import { createFakeApi } from '../../testing/fake-api.ts';
import { CATEGORY_TREE, itemCard } from '../../testing/fixtures.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { cardPage } from '../../testing/showcase-fixtures.ts';

function bestApi() {
  return createFakeApi([
    ['/api/category', () => ({ list: CATEGORY_TREE, updatedDate: '20250101000000' })],
    ['/api/display/best', () => ({ list: Array.from({ length: 12 }, (_, i) => itemCard(i + 1)) })],
    ['/api/display/group-best/item-list', (request) => (request.query?.tag === 'fashion' ? cardPage(51, 3) : undefined)],
  ]);
}

describe('display best page', () => {
  it('ranks the overall best 01, 02, … with a tab per depth-1 category', async () => {
    const { api } = bestApi();
    await renderRoute('/display/best', api);
    const tabs = screen.getByRole('navigation', { name: '베스트 분류' });
    expect(within(tabs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['전체', '/display/best'],
      ['Fashion', '/display/best?category=fashion'],
      ['Living', '/display/best?category=living'],
    ]);
    const ranking = screen.getByRole('list', { name: '전체 베스트 순위' });
    const ranks = within(ranking).getAllByLabelText(/위$/).map((rank) => rank.textContent);
    expect(ranks.slice(0, 3)).toEqual(['01', '02', '03']);
    expect(ranks.at(-1)).toBe('12');
  });

  it('shows a category tab from the query string, and 404 for an unknown category', async () => {
    const { api, requests } = bestApi();
    await renderRoute('/display/best?category=fashion', api);
    expect(screen.getByRole('list', { name: 'Fashion 베스트 순위' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/display/group-best/item-list')?.query).toEqual({ tag: 'fashion', size: 100, page: 1 });
    await renderRoute('/display/best?category=nope', bestApi().api);
    expect(screen.getAllByTestId('route-error').at(-1)?.textContent).toBe('404 Not Found');
  });
});
