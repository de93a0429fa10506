import { screen, within } from '@testing-library/react';
import { createFakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { cardPage } from '../../testing/showcase-fixtures.ts';

function mdApi() {
  return createFakeApi([
    ['/api/display/md-tags', () => ({ tags: ['오늘의추천', '홈카페'] })],
    ['/api/display/md', (request) => (request.query?.tag === '홈카페' || request.query?.tag === '오늘의추천' ? { ...cardPage(1, 3), tag: request.query.tag } : undefined)],
  ]);
}

describe('display md page', () => {
  it('shows the first tag by default, with every tag as a link', async () => {
    const { api, requests } = mdApi();
    await renderRoute('/display/md', api);
    const chips = screen.getByRole('navigation', { name: 'MD추천 태그' });
    expect(within(chips).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['#오늘의추천', '/display/md?tag=%EC%98%A4%EB%8A%98%EC%9D%98%EC%B6%94%EC%B2%9C'],
      ['#홈카페', '/display/md?tag=%ED%99%88%EC%B9%B4%ED%8E%98'],
    ]);
    expect(within(chips).getByRole('link', { current: 'page' }).textContent).toBe('#오늘의추천');
    expect(screen.getByRole('list', { name: '#오늘의추천 추천 상품' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/display/md')?.query).toEqual({ tag: '오늘의추천', orderBy: undefined, sort: undefined, page: 1, size: 24 });
  });

  it('takes the tag from the query string and answers an unknown tag with a 404', async () => {
    const { api } = mdApi();
    await renderRoute('/display/md?tag=%ED%99%88%EC%B9%B4%ED%8E%98&orderBy=HITS', api);
    expect(within(screen.getByRole('navigation', { name: 'MD추천 태그' })).getByRole('link', { current: 'page' }).textContent).toBe('#홈카페');
    const unknown = mdApi();
    await renderRoute('/display/md?tag=nothing', unknown.api);
    expect(screen.getAllByTestId('route-error').at(-1)?.textContent).toBe('404 Not Found');
  });
});
