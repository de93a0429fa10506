import { act, screen } from '@testing-library/react';
import { renderAt } from '@shop/testing';
import { pageSearch, Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('shows a window of five pages around the current one and keeps other query parameters', () => {
    renderAt('/categories/shirts?orderBy=HITS&page=7', <Pagination currentPage={7} totalPages={20} />);
    const pages = screen.getAllByRole('link', { name: /^\d+$/ });
    expect(pages.map((link) => link.textContent)).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('link', { name: '7' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '6' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '이전 페이지' }).getAttribute('href')).toBe('/categories/shirts?orderBy=HITS&page=6');
    expect(screen.getByRole('link', { name: '다음 페이지' }).getAttribute('href')).toBe('/categories/shirts?orderBy=HITS&page=8');
  });

  it('disables 이전 on the first page and 다음 on the last', () => {
    renderAt('/c', <Pagination currentPage={1} totalPages={3} />);
    expect(screen.queryByRole('link', { name: '이전 페이지' })).toBeNull();
    expect(screen.getByText('이전').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: '3' }).getAttribute('href')).toBe('/c?page=3');
  });

  it('navigates to the page it links to', async () => {
    const { router } = renderAt('/c?page=2&orderBy=HITS', <Pagination currentPage={2} totalPages={3} />);
    await act(async () => screen.getByRole('link', { name: '1' }).click());
    expect(router.state.location.search).toBe('?orderBy=HITS');
  });

  it('renders nothing for a single page', () => {
    const { container } = renderAt('/', <Pagination currentPage={1} totalPages={1} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});

describe('pageSearch', () => {
  it('sets the page and drops it for page 1', () => {
    expect(pageSearch('?a=1&page=4', 5)).toBe('?a=1&page=5');
    expect(pageSearch('?page=4', 1)).toBe('');
  });
});
