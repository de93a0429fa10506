import type { SessionState } from '@shop/session';
import { assertKnownGuard, checkAccess } from './guards.ts';

const user = (loginType: string) => ({ userId: 1, loginId: 'demo01', name: '김데모', email: 'demo@example.com', loginType });
const visitor: SessionState = { token: null, isGuest: false, status: null, user: null, salesonId: 'v' };
const member: SessionState = { token: 't', isGuest: false, status: null, user: user('ROLE_USER'), salesonId: 'v' };
const browserMember: SessionState = { token: null, loggedIn: true, isGuest: false, status: null, user: user('ROLE_USER'), salesonId: 'v' };
const guest: SessionState = { token: 'g', isGuest: true, status: null, user: user('ROLE_GUEST'), salesonId: 'v' };

function thrown(fn: () => void): Response | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error as Response;
  }
}

describe('checkAccess', () => {
  it('sends a visitor to the login page and back', () => {
    const res = thrown(() => checkAccess(visitor, 'auth', new URL('http://x/mypage?tab=1')));
    expect(res?.status).toBe(302);
    expect(res?.headers.get('Location')).toBe('/auth/login?redirect=%2Fmypage%3Ftab%3D1');
  });

  it('lets members in, on the server and in the browser', () => {
    expect(thrown(() => checkAccess(member, 'auth', new URL('http://x/mypage')))).toBeNull();
    expect(thrown(() => checkAccess(browserMember, 'auth', new URL('http://x/mypage')))).toBeNull();
  });

  it('keeps guests out of member pages and members out of guest order pages', () => {
    expect(thrown(() => checkAccess(guest, 'auth', new URL('http://x/mypage')))?.status).toBe(302);
    expect(thrown(() => checkAccess(guest, 'auth-guest', new URL('http://x/guest/orders')))).toBeNull();
    expect(thrown(() => checkAccess(visitor, 'auth-guest', new URL('http://x/guest/orders')))?.headers.get('Location')).toBe('/auth/login?redirect=%2Fguest%2Forders');
    // A member is not sent to the login page (which sends members back: ERR_TOO_MANY_REDIRECTS) but to their orders.
    expect(thrown(() => checkAccess(member, 'auth-guest', new URL('http://x/guest/orders')))?.headers.get('Location')).toBe('/mypage/orders');
    expect(thrown(() => checkAccess(browserMember, 'auth-guest', new URL('http://x/guest/orders/2026112800001')))?.headers.get('Location')).toBe('/mypage/orders');
  });

  it('has the shell read an ordinary member again before the business area decides (an approval since login)', () => {
    expect(thrown(() => checkAccess(member, 'auth-business', new URL('http://x/business?tab=tax')))?.headers.get('Location')).toBe('/session/refresh-member?redirect=%2Fbusiness%3Ftab%3Dtax');
  });

  it('redirects by account status before the named guard', () => {
    const dormant = { ...member, status: 'SLEEP_USER' };
    expect(thrown(() => checkAccess(dormant, undefined, new URL('http://x/cart')))?.headers.get('Location')).toBe('/account/dormant-account');
  });
});

describe('assertKnownGuard', () => {
  it('rejects an unknown guard name', () => {
    expect(() => assertKnownGuard({ id: 'x.page', handle: { layout: 'default', guard: 'admin' as never } })).toThrow(/unknown guard "admin"/);
  });
});
