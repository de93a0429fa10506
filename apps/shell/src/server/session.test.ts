/** @jest-environment node */
import { encryptValue } from '@shop/session/server';
import { readSession, sessionSetCookies } from './session.ts';

const OLD = 'old-secret-01234';
const NEW = 'new-secret-01234';
const member = { token: 'api-token-1', isGuest: false, status: null, user: { userId: 1, loginId: 'demo01', name: '김데모', email: 'd@example.com', loginType: 'ROLE_USER' }, salesonId: 'v-1' };

/** The Cookie header a browser sends back after these Set-Cookie headers. */
const cookieHeader = (setCookies: string[]) => ['SALESONID=v-1', ...setCookies.map((c) => c.split(';')[0]!).filter((c) => !c.endsWith('='))].join('; ');

describe('the sealed token cookie', () => {
  it('never carries the API token in clear', async () => {
    const cookies = await sessionSetCookies(member, NEW, false);
    const token = cookies.find((c) => c.startsWith('shop_token='))!;
    expect(token).not.toContain('api-token-1');
    expect((await readSession(cookieHeader(cookies), [NEW])).token).toBe('api-token-1');
  });

  it('a token in clear (a copied API token) is no session', async () => {
    const session = await readSession('shop_token=api-token-1; SALESONID=v-1', [NEW]);
    expect([session.token, session.user, session.salesonId]).toEqual([null, null, 'v-1']);
  });

  it('rotation: a session sealed with the older secret stays signed in while that secret is listed (newest first)', async () => {
    const header = cookieHeader(await sessionSetCookies(member, OLD, false));
    const session = await readSession(header, [NEW, OLD]);
    expect(session.token).toBe('api-token-1');
    expect(session.user?.name).toBe('김데모');
    // Re-sealed with the newest secret when the shell next sets the cookies.
    const resealed = cookieHeader(await sessionSetCookies(session, NEW, false));
    expect((await readSession(resealed, [NEW])).token).toBe('api-token-1');
  });

  it('user and status cookies left without their token are no session: the anonymous state, visitor id kept', async () => {
    const header = cookieHeader(await sessionSetCookies(member, NEW, false)).replace(/shop_token=[^;]+(; )?/, '');
    expect(header).toContain('shop_user=');
    expect(await readSession(header, [NEW])).toEqual({ token: null, isGuest: false, status: null, user: null, salesonId: 'v-1' });
    expect(await readSession(undefined, [NEW])).toEqual({ token: null, isGuest: false, status: null, user: null, salesonId: null });
  });

  it('dropping a secret ends its sessions', async () => {
    const header = cookieHeader(await sessionSetCookies(member, OLD, false));
    const session = await readSession(header, [NEW]);
    expect([session.token, session.user]).toEqual([null, null]);
  });

  it('a token sealed with one secret and user cookies of another do not mix', async () => {
    const sealedNew = await encryptValue('api-token-1', NEW);
    const oldCookies = cookieHeader(await sessionSetCookies(member, OLD, false)).replace(/shop_token=[^;]+/, `shop_token=${encodeURIComponent(sealedNew)}`);
    const session = await readSession(oldCookies, [NEW, OLD]);
    expect(session.token).toBe('api-token-1');
    expect(session.user).toBeNull();
  });
});
