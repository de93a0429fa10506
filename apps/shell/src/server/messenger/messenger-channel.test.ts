/** @jest-environment node */
import { decryptValue, encryptValue } from '@shop/session/server';
import type { SessionState } from '@shop/session';
import { CHANNEL_COOKIE, channelSetCookie, readChannel } from './messenger-channel.ts';

const KEY = '0123456789abcdef0123456789abcdef';
const member = (token: string): SessionState => ({ token, isGuest: false, status: null, user: null, salesonId: 'v-1' }) as SessionState;
const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('messenger channel id of the session', () => {
  it('is empty and fetched for a visitor', async () => {
    expect(await readChannel({ token: null, isGuest: false, status: null, user: null, salesonId: 'v' } as SessionState, undefined, KEY)).toEqual({ fetched: true, auid: '' });
  });

  it('is kept AES-GCM encrypted (12-byte IV, 16-byte tag, base64) and read back for the same token only', async () => {
    const setCookie = await channelSetCookie('token-a', 'kakao-auid-1', KEY, true);
    expect(setCookie).toMatch(new RegExp(`^${CHANNEL_COOKIE}=[^;]+; Path=/; HttpOnly; Secure; SameSite=Lax$`));
    const value = decodeURIComponent(cookieOf(setCookie).split('=').slice(1).join('='));
    expect(value).not.toContain('kakao-auid-1');
    expect(Buffer.from(value, 'base64').length).toBe(12 + Buffer.byteLength(`xxxxxxxxxxxxxxxx:kakao-auid-1`) + 16);
    expect(await readChannel(member('token-a'), cookieOf(setCookie), KEY)).toEqual({ fetched: true, auid: 'kakao-auid-1' });
    expect(await readChannel(member('token-b'), cookieOf(setCookie), KEY)).toEqual({ fetched: false, auid: '' });
  });

  it('keeps an empty channel as fetched, and treats a tampered value as not fetched', async () => {
    const empty = await channelSetCookie('token-a', '', KEY, false);
    expect(await readChannel(member('token-a'), cookieOf(empty), KEY)).toEqual({ fetched: true, auid: '' });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await readChannel(member('token-a'), `${CHANNEL_COOKIE}=AAAA${cookieOf(empty).slice(CHANNEL_COOKIE.length + 5)}`, KEY)).toEqual({ fetched: false, auid: '' });
    } finally {
      error.mockRestore();
    }
  });

  it("refuses a missing or wrong-size key with the spec's messages", async () => {
    await expect(encryptValue('x', '')).rejects.toThrow('키정보가 없습니다.');
    await expect(decryptValue('x', 'short')).rejects.toThrow('비밀키 길이는 16, 24, 32바이트 문자로 설정해 주세요.');
  });
});
