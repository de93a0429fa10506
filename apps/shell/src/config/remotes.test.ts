import { remoteForPath } from './remotes.ts';

describe('remoteForPath', () => {
  it('gives the home page to the catalogue', () => {
    expect(remoteForPath('/')).toBe('catalog');
  });

  it('matches whole path segments only', () => {
    expect(remoteForPath('/cart')).toBe('cart_order');
    expect(remoteForPath('/order/checkout')).toBe('cart_order');
    expect(remoteForPath('/cartoon')).toBeNull();
    expect(remoteForPath('/items/G0001')).toBe('catalog');
    expect(remoteForPath('/terms/terms-of-service')).toBe('company_cs');
  });

  it('lets an exact path win over another remote\'s prefix', () => {
    expect(remoteForPath('/account/dormant-account')).toBe('auth');
    expect(remoteForPath('/account/profile')).toBe('mypage');
    expect(remoteForPath('/account/dormant-account/x')).toBe('mypage');
  });

  it('leaves unknown paths to the shell', () => {
    expect(remoteForPath('/nope/here')).toBeNull();
  });
});
