import { screen } from '@testing-library/react';
import { renderAt } from '@shop/testing';
import { Breadcrumb } from './breadcrumb.tsx';

describe('Breadcrumb', () => {
  it('links every step but the current page', () => {
    renderAt(
      '/',
      <Breadcrumb
        items={[
          { label: '홈', href: '/' },
          { label: '패션', href: '/categories/fashion' },
          { label: '셔츠', href: '/categories/shirts' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '현재 위치' });
    expect(nav).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/categories/fashion']);
    expect(screen.getByText('셔츠').getAttribute('aria-current')).toBe('page');
  });

  it('links the last step too when the page sits below it', () => {
    renderAt(
      '/',
      <Breadcrumb
        lastIsCurrent={false}
        items={[
          { label: '홈', href: '/' },
          { label: '셔츠', href: '/categories/shirts' },
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/categories/shirts']);
  });
});
