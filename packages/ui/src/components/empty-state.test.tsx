import { screen } from '@testing-library/react';
import { renderAt } from '@shop/testing';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows the message and a 메인으로 link home when asked', () => {
    renderAt('/', <EmptyState message="상품이 없습니다." homeLink />);
    expect(screen.getByText('상품이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '메인으로' }).getAttribute('href')).toBe('/');
  });

  it('has no link by default', () => {
    renderAt('/', <EmptyState message="비어 있음" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
