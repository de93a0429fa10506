import { readShellEnv } from './env.ts';

const SECRET = '0123456789abcdef0123456789abcdef';

describe('readShellEnv', () => {
  it('uses the local defaults with only a secret', () => {
    const env = readShellEnv({ SESSION_SECRET: SECRET });
    expect(env.port).toBe(3000);
    expect(env.apiOrigin).toBe('http://127.0.0.1:4000');
    expect(env.remotes.find((r) => r.name === 'cart_order')).toEqual({ name: 'cart_order', url: 'http://127.0.0.1:3002', publicUrl: '/_mf/cart_order' });
  });

  it('lists every problem in one error', () => {
    expect(() => readShellEnv({ PORT: 'abc', API_ORIGIN: 'ftp://x', SESSION_SECRET: 'short', LOG_LEVEL: 'loud' })).toThrow(
      /PORT must be an integer[\s\S]*API_ORIGIN must be an http\(s\) URL[\s\S]*SESSION_SECRET must be 16, 24 or 32 bytes[\s\S]*LOG_LEVEL/,
    );
  });

  it('takes remote URLs and CDN public URLs from the environment', () => {
    const env = readShellEnv({ SESSION_SECRET: SECRET, REMOTE_CATALOG_URL: 'http://10.0.0.5:9001/', REMOTE_CATALOG_PUBLIC_URL: 'https://cdn.example.com/catalog' });
    expect(env.remotes[0]).toEqual({ name: 'catalog', url: 'http://10.0.0.5:9001', publicUrl: 'https://cdn.example.com/catalog' });
  });

  it('keeps public API answers 10 s and public pages 5 s by default; 0 turns either off; at most a minute', () => {
    const env = readShellEnv({ SESSION_SECRET: SECRET });
    expect([env.sharedDataTtlMs, env.pageCacheTtlMs, env.sharedDataMaxMb, env.pageCacheMaxMb]).toEqual([10_000, 5_000, 32, 64]);
    const off = readShellEnv({ SESSION_SECRET: SECRET, SSR_DATA_CACHE_TTL_MS: '0', SSR_PAGE_CACHE_TTL_MS: '0' });
    expect([off.sharedDataTtlMs, off.pageCacheTtlMs]).toEqual([0, 0]);
    expect(() => readShellEnv({ SESSION_SECRET: SECRET, SSR_PAGE_CACHE_TTL_MS: '600000' })).toThrow(/SSR_PAGE_CACHE_TTL_MS must be an integer from 0 to 60000/);
  });
});

describe('MESSENGER_SECRET', () => {
  it('defaults to the session secret and refuses a key of the wrong size in Korean', () => {
    expect(readShellEnv({ SESSION_SECRET: SECRET }).messengerSecret).toBe(SECRET);
    expect(readShellEnv({ SESSION_SECRET: SECRET, MESSENGER_SECRET: 'fedcba9876543210' }).messengerSecret).toBe('fedcba9876543210');
    expect(() => readShellEnv({ SESSION_SECRET: SECRET, MESSENGER_SECRET: 'short' })).toThrow('MESSENGER_SECRET: 비밀키 길이는 16, 24, 32바이트 문자로 설정해 주세요.');
    expect(() => readShellEnv({ SESSION_SECRET: SECRET, MESSENGER_SECRET: '' })).toThrow('MESSENGER_SECRET: 키정보가 없습니다.');
  });
});

describe('SESSION_SECRETS (rotation)', () => {
  it('takes the secrets newest first; the newest encrypts, SESSION_SECRET alone is the one secret', () => {
    const env = readShellEnv({ SESSION_SECRETS: 'new-secret-01234, old-secret-01234', SESSION_SECRET: 'ignored-01234567' });
    expect(env.sessionSecrets).toEqual(['new-secret-01234', 'old-secret-01234']);
    expect(env.sessionSecret).toBe('new-secret-01234');
    expect(readShellEnv({ SESSION_SECRET: '0123456789abcdef' }).sessionSecrets).toEqual(['0123456789abcdef']);
  });

  it('refuses a secret of the wrong length', () => {
    expect(() => readShellEnv({ SESSION_SECRETS: '0123456789abcdef,short' })).toThrow(/SESSION_SECRETS must be 16, 24 or 32 bytes each/);
  });
});
