import { expiredLoginTarget, isSessionExpiredError, sessionExpiredTarget, withSessionExpiry } from './session-expired.ts';

class FakeApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string) {
    super(code);
    this.status = status;
    this.code = code;
  }
}

describe('session expiry', () => {
  it('recognises the API 401s only', () => {
    expect(isSessionExpiredError(new FakeApiError(401, 'INVALID_TOKEN'))).toBe(true);
    expect(isSessionExpiredError(new FakeApiError(401, 'UNAUTHORIZED'))).toBe(true);
    expect(isSessionExpiredError(new FakeApiError(401, 'BAD_CREDENTIALS'))).toBe(false);
    expect(isSessionExpiredError(new FakeApiError(500, 'INTERNAL_ERROR'))).toBe(false);
    expect(isSessionExpiredError({ status: 401, code: 'INVALID_TOKEN' })).toBe(false);
  });

  it('turns a 401 into a redirect to the login page that comes back', async () => {
    const url = new URL('http://shop/mypage/orders?page=2');
    expect(sessionExpiredTarget(url)).toBe('/session/expired?redirect=%2Fmypage%2Forders%3Fpage%3D2');
    expect(expiredLoginTarget('/mypage/orders?page=2')).toBe('/auth/login?redirect=%2Fmypage%2Forders%3Fpage%3D2&expired=1');
    const thrown = await withSessionExpiry(url, () => Promise.reject(new FakeApiError(401, 'INVALID_TOKEN'))).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/session/expired?redirect=%2Fmypage%2Forders%3Fpage%3D2');
    expect((thrown as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
    const other = new FakeApiError(500, 'INTERNAL_ERROR');
    await expect(withSessionExpiry(url, () => Promise.reject(other))).rejects.toBe(other);
    await expect(withSessionExpiry(url, async () => 7)).resolves.toBe(7);
  });
});
