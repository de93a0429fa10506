import { MALFORMED_PATH, normalizePath, normalizeRequestUrl } from './normalize-url.ts';
import { isServerOnlyEndpoint, isTokenEndpoint, SERVER_ONLY_ENDPOINT_PATHS, TOKEN_ENDPOINT_PATHS } from './token-endpoints.ts';

/** Spellings of one path a client may send: the API routes each of them as the path itself. */
function spellingsOf(path: string): string[] {
  const last = path.lastIndexOf('/');
  const [dir, name] = [path.slice(0, last), path.slice(last + 1)];
  const encodedFirst = `%${name.charCodeAt(0).toString(16)}${name.slice(1)}`;
  const encodedLast = `${name.slice(0, -1)}%${name.charCodeAt(name.length - 1).toString(16).toUpperCase()}`;
  const encodedAll = [...name].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
  return [
    path,
    `${path}/`,
    `${path}//`,
    `${dir}/${encodedFirst}`,
    `${dir}/${encodedLast}`,
    `${dir}/${encodedAll}`,
    `${dir}//${name}`,
    `/${path.slice(1).split('/').join('//')}`,
    `${dir}/./${name}`,
    `${dir}/x/../${name}`,
    `${dir}/x/%2E%2E/${name}`,
    `${dir}/%2e/${name}`,
    `/api/../${path.slice(1)}`,
    `${path}/.`,
    `${path}?x=1`,
    `${path}/?x=1`,
  ];
}

describe('the token endpoints, however spelt', () => {
  it.each(TOKEN_ENDPOINT_PATHS.flatMap((path) => spellingsOf(path).map((spelling) => [spelling, path])))('%s is %s and refused', (spelling, path) => {
    const url = normalizeRequestUrl(spelling);
    const pathname = url.split('?')[0]!;
    expect(pathname).toBe(path);
    expect(isTokenEndpoint(pathname)).toBe(true);
  });

  it('leaves other auth endpoints alone', () => {
    for (const path of ['/api/auth/tokens', '/api/auth/token%2Fx', '/api/auth/me', '/api/auth/guest-token-check']) expect(isTokenEndpoint(normalizeRequestUrl(path).split('?')[0]!)).toBe(false);
  });
});

describe('visit calls no page script may make (batches, new visitors), however spelt', () => {
  it.each(SERVER_ONLY_ENDPOINT_PATHS.flatMap((path) => spellingsOf(path).map((spelling) => [spelling, path])))('%s is %s and not forwarded', (spelling, path) => {
    const pathname = normalizeRequestUrl(spelling).split('?')[0]!;
    expect(pathname).toBe(path);
    expect(isServerOnlyEndpoint(pathname)).toBe(true);
  });

  it('leaves the other visit calls alone', () => {
    expect([...SERVER_ONLY_ENDPOINT_PATHS].sort()).toEqual(['/api/visit/batch', '/api/visit/uv']);
    for (const path of ['/api/visit/pv', '/api/visit/uvx', '/api/visit/batches', '/api/visits/uv']) expect(isServerOnlyEndpoint(normalizeRequestUrl(path).split('?')[0]!)).toBe(false);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['//', '/'],
    ['/a/b/', '/a/b'],
    ['/a//b///c', '/a/b/c'],
    ['/a/./b/../c', '/a/c'],
    ['/../../a', '/a'],
    ['/a/%2e%2E/b', '/b'],
    ['/items/%50%31%30%30%33', '/items/P1003'],
    // Escapes the API's router keeps stay escapes: an encoded slash is never a separator.
    ['/api/item/..%2F..%2Fetc%2Fpasswd', '/api/item/..%2F..%2Fetc%2Fpasswd'],
    ['/a/%2f%3f%23%25', '/a/%2F%3F%23%25'],
    // Non-ASCII: UTF-8 escapes in upper case, however it arrived (escaped, lower case, raw bytes as Node hands them over).
    ['/search/%eb%a6%b0%eb%84%a8', '/search/%EB%A6%B0%EB%84%A8'],
    ['/search/린넨', '/search/%EB%A6%B0%EB%84%A8'],
    [`/search/${Buffer.from('린넨').toString('latin1')}`, '/search/%EB%A6%B0%EB%84%A8'],
    ['/a b/<x>', '/a%20b/%3Cx%3E'],
    ['/a\\b', '/a%5Cb'],
  ])('%s is %s', (raw, normalised) => {
    expect(normalizePath(raw)).toBe(normalised);
  });

  it.each(['/%', '/%zz', '/a%2', '/%C3%28', '/%FF'])('%s cannot be read', (raw) => {
    expect(normalizePath(raw)).toBeNull();
    expect(normalizeRequestUrl(`${raw}?a=1`)).toBe(MALFORMED_PATH);
  });

  it('is idempotent', () => {
    for (const raw of ['/a/%2F/b/', '/search/%eb%a6%b0', '/x/../y/./z//', '/a%20b']) {
      const once = normalizePath(raw)!;
      expect(normalizePath(once)).toBe(once);
    }
  });
});

describe('normalizePath on paths already in its form', () => {
  /** A small seeded generator, so a failure names a path that fails again. */
  function* randomPaths(count: number): Generator<string> {
    const pieces = ['a', 'Z', '9', '-', '.', '..', '_', '~', '%2F', '%41', '%eb%a6%b0', '가', ' ', '+', ':', '@', '!', '%', '"', '/', '//'];
    let seed = 20261129;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < count; n += 1) {
      let path = '/';
      for (let k = next() % 6; k > 0; k -= 1) path += pieces[next() % pieces.length];
      yield path;
    }
  }

  it('gives what the full decoding gives (a leading "//" always takes the full decoding)', () => {
    for (const path of randomPaths(5000)) expect([path, normalizePath(path)]).toEqual([path, normalizePath(`/${path}`)]);
  });

  it('hands back a canonical path as it is, and only those', () => {
    for (const path of ['/', '/items/P1003', '/.well-known/security.txt', '/a..b/c.d', "/a-b_c~d/!$&'()*+,;=:@"]) expect(normalizePath(path)).toBe(path);
    for (const [path, canonical] of [['/a/', '/a'], ['/a/.', '/a'], ['/a/..', '/'], ['/%41', '/A'], ['/a b', '/a%20b']]) expect(normalizePath(path!)).toBe(canonical);
  });
});

describe('normalizeRequestUrl', () => {
  it('escapes in a query exactly the bytes outside printable ASCII, and "#"', () => {
    for (let code = 0; code < 0x100; code += 1) {
      const char = String.fromCharCode(code);
      const kept = code > 0x20 && code < 0x7f && code !== 0x23;
      expect(normalizeRequestUrl(`/a?q=${char}`)).toBe(`/a?q=${kept ? char : `%${code.toString(16).toUpperCase().padStart(2, '0')}`}`);
    }
  });

  it('keeps the query as sent, escaping only raw bytes outside printable ASCII', () => {
    expect(normalizeRequestUrl('/auth/login/?redirect=%2Fsearch%3Fquery%3D%EB%A6%B0')).toBe('/auth/login?redirect=%2Fsearch%3Fquery%3D%EB%A6%B0');
    expect(normalizeRequestUrl(`/items/P1003?x=${Buffer.from('가').toString('latin1')}`)).toBe('/items/P1003?x=%EA%B0%80');
    expect(normalizeRequestUrl('/items/P1003?x=가')).toBe('/items/P1003?x=%EA%B0%80');
  });
});
