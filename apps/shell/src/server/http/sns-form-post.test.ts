/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ShellEnv } from '../../config/env.ts';
import { APPLE_USER_COOKIE, handleSnsFormPost, takeAppleUser } from './sns-form-post.ts';

describe('POST /auth/sns/apple-callback (Apple form_post)', () => {
  let shell: Server;
  let url = '';
  const env = { secureCookies: true } as ShellEnv;
  beforeAll(async () => {
    shell = createServer((req, res) => void handleSnsFormPost(req, res, env));
    await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(shell.address() as AddressInfo).port}/auth/sns/apple-callback`;
  });
  afterAll(() => shell.close());

  const post = (form: Record<string, string>) => fetch(url, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams(form),
    headers: { origin: 'https://appleid.apple.com', 'sec-fetch-site': 'cross-site' },
  });

  it('turns the cross-site POST into a GET of the callback page; the user JSON goes into a short-lived httpOnly cookie, not the URL', async () => {
    const user = JSON.stringify({ name: { firstName: '길동', lastName: '홍' }, email: 'a@privaterelay.appleid.com' });
    const response = await post({ code: 'c.1', state: 'login_abc', user, extra: 'ignored' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/auth/sns/apple-callback?code=c.1&state=login_abc');
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${APPLE_USER_COOKIE}=`));
    expect(cookie).toContain('Path=/session/sns-login');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=600');
    const taken = takeAppleUser({ headers: { cookie: cookie.split(';')[0] } } as never, env);
    expect(taken?.user).toBe(user);
    expect(taken?.clear).toContain('Max-Age=0');
  });

  it('passes a cancelled sign-in on as the error, and sets no cookie without a user', async () => {
    const response = await post({ error: 'user_cancelled_authorize', state: 'login_abc' });
    expect(response.headers.get('location')).toBe('/auth/sns/apple-callback?state=login_abc&error=user_cancelled_authorize');
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
