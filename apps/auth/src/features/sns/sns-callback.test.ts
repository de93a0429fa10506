import { readCallback } from './sns-callback.ts';

const at = (path: string) => new URL(path, 'http://shop');

describe('readCallback', () => {
  it('reads the code, the state and its purpose', () => {
    expect(readCallback(at('/auth/sns/kakao-callback?code=c1&state=login_abc'))).toEqual({ kind: 'code', provider: 'kakao', code: 'c1', state: 'login_abc', purpose: 'login' });
    expect(readCallback(at('/auth/sns/naver-callback?code=c2&state=connect_x'))).toMatchObject({ provider: 'naver', purpose: 'connect' });
  });

  it('explains cancels and broken callbacks', () => {
    expect(readCallback(at('/auth/sns/kakao-callback?error=access_denied&state=s'))).toEqual({ kind: 'error', provider: 'kakao', cancelled: true });
    expect(readCallback(at('/auth/sns/apple-callback?state=s'))).toEqual({ kind: 'error', provider: 'apple', cancelled: false });
    expect(readCallback(at('/auth/sns/line-callback?code=c&state=s'))).toEqual({ kind: 'error', provider: null, cancelled: false });
  });
});
