import { isExemptPath } from './exempt-paths.ts';

describe('exempt paths (SEO lookup and visit counting)', () => {
  it.each([
    ['/order/checkout', true], ['/order', true], ['/mypage', true], ['/mypage/orders/3', true], ['/account/profile', true],
    ['/guest/orders', true], ['/auth/sns/kakao-callback', true], ['/business', true], ['/upload/items/1.png', true],
    ['/', false], ['/items/P1', false], ['/categories/fashion', false], ['/orders-of-the-day', false], ['/auth/login', false], ['/mypages', false],
  ])('%s → %s', (path, exempt) => {
    expect(isExemptPath(path)).toBe(exempt);
  });

  it('takes another list', () => {
    expect(isExemptPath('/display/md', ['/display/'])).toBe(true);
  });
});
