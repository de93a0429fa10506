import { pageTitle } from './page-title.ts';

describe('pageTitle', () => {
  it('prefers the deepest match with a title', () => {
    expect(pageTitle([{ handle: { title: '장바구니' } }, { data: { title: '무선 이어폰' } }])).toBe('무선 이어폰 | 세일즈온');
  });

  it('falls back to the shop name', () => {
    expect(pageTitle([{ data: null }, { handle: {} }])).toBe('세일즈온');
  });
});
