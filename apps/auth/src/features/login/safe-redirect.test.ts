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
