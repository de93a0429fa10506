import { screen } from '@testing-library/react';
import { renderAt } from '@shop/testing';
import { CategoryShortcuts } from './category-shortcuts.tsx';

const categories = [
  { url: 'fashion', name: '패션의류' },
  { url: 'beauty', name: '뷰티', image: '/upload/category/beauty.webp' },
  { url: 'furniture', name: '가구/인테리어' },
];

describe('CategoryShortcuts', () => {
  it('links every category and gives the list the count it is centred by, so the row does not move while it is parsed', () => {
    renderAt('/', <CategoryShortcuts categories={categories} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['패패션의류', '/categories/fashion'],
      ['뷰티', '/categories/beauty'],
      ['가가구/인테리어', '/categories/furniture'],
    ]);
    expect(screen.getByRole('list').style.getPropertyValue('--catalog-shortcuts-count')).toBe('3');
  });

  it('draws nothing without categories', () => {
    renderAt('/', <CategoryShortcuts categories={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
