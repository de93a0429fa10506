import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@shop/router';
import { createMemoryRouter } from '@shop/router/engine';
import { ClientApiProvider } from '@shop/ui/client-api';
import { FeedbackProvider } from '../../../lib/feedback.tsx';
import { createFakeApi } from '../../../testing/fake-api.ts';
import { itemCard } from '../../../testing/fixtures.ts';
import { cardPage } from '../../../testing/showcase-fixtures.ts';
import { MdSection } from './md-section.tsx';

function renderSection(api: ReturnType<typeof createFakeApi>['api']) {
  const md = { tags: ['cafe', 'gift', 'broken'], tag: 'cafe', items: [{ ...itemCard(1), itemImage: '/a.webp' }] };
  const router = createMemoryRouter([
    { path: '/', element: <ClientApiProvider value={api}><FeedbackProvider><MdSection md={md} /></FeedbackProvider></ClientApiProvider> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('MdSection', () => {
  it('shows the first tag from the page and fetches another tag once when chosen', async () => {
    const { api, requests } = createFakeApi([
      ['/api/display/md', (request) => {
        if (request.query?.tag === 'broken') throw new Error('down');
        return { ...cardPage(41, 2), tag: request.query?.tag };
      }],
    ]);
    renderSection(api);
    const section = screen.getByRole('region', { name: '취향 단박에 캐치' });
    expect(within(section).getByRole('list', { name: '#cafe 추천 상품' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: '더보기' }).getAttribute('href')).toBe('/display/md?tag=cafe');

    await userEvent.click(within(section).getByRole('tab', { name: '#gift' }));
    expect(await within(section).findByRole('list', { name: '#gift 추천 상품' })).toBeTruthy();
    expect(within(section).getAllByTestId('product-card')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: '더보기' }).getAttribute('href')).toBe('/display/md?tag=gift');
    expect(requests.map((request) => request.query)).toEqual([{ tag: 'gift', orderBy: undefined, sort: undefined, page: undefined, size: 8 }]);

    await userEvent.click(within(section).getByRole('tab', { name: '#cafe' }));
    await userEvent.click(within(section).getByRole('tab', { name: '#gift' }));
    expect(requests).toHaveLength(1);

    await userEvent.click(within(section).getByRole('tab', { name: '#broken' }));
    expect(await within(section).findByText('목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
  });
});
