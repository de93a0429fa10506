import { safeRedirectTarget } from './safe-redirect.ts';

describe('safeRedirectTarget', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectTarget('/mypage')).toBe('/mypage');
    expect(safeRedirectTarget('/cart?from=header#top')).toBe('/cart?from=header#top');
  });

  it('falls back to the home page when nothing is given', () => {
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget('')).toBe('/');
  });

  it('refuses other origins and protocol-relative or backslash tricks', () => {
    expect(safeRedirectTarget('https://evil.example/')).toBe('/');
    expect(safeRedirectTarget('//evil.example/path')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
    expect(safeRedirectTarget('javascript:alert(1)')).toBe('/');
    expect(safeRedirectTarget('mypage')).toBe('/');
  });

  it('refuses control characters that browsers strip before resolving', () => {
    expect(safeRedirectTarget('/\t/evil.example')).toBe('/');
    expect(safeRedirectTarget('/\n/evil.example')).toBe('/');
  });
});

describe('safeRedirectTarget with targets in any script', () => {
  it('percent-encodes non-ASCII (and spaces) so a redirect Response can carry it', () => {
    expect(safeRedirectTarget('/search?query=린넨')).toBe('/search?query=%EB%A6%B0%EB%84%A8');
    expect(safeRedirectTarget('/items/P1003?x=가')).toBe('/items/P1003?x=%EA%B0%80');
    expect(safeRedirectTarget('/search?query=a b')).toBe('/search?query=a%20b');
    // The router's redirect() builds a Response: its Location must be a ByteString.
    expect(() => new Response(null, { status: 302, headers: { Location: safeRedirectTarget('/search?query=린넨') } })).not.toThrow();
  });

  it('keeps escapes as they are and still refuses other origins', () => {
    expect(safeRedirectTarget('/search?query=%EB%A6%B0')).toBe('/search?query=%EB%A6%B0');
    expect(safeRedirectTarget('/\u3000/evil.example')).toBe('/%E3%80%80/evil.example');
    expect(safeRedirectTarget('/\ud800')).toBe('/');
    expect(safeRedirectTarget('//린넨.example')).toBe('/');
  });
});
