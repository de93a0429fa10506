import fc from 'fast-check';
import { isInternalPath, isSafeLink, safeLink, safeReturnPath } from './safe-link.ts';

/** Shapes that leave the site in some browser (open-redirect and stored-link bypasses). */
const BYPASSES = [
  '//evil.example', '/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\t/evil.example', '/\n/evil.example', '/\r/evil.example',
  ' /evil', '/ /evil', '/\u0000/evil', '/\u200b/evil', '/\u3000/evil', '/%09/evil.example?x=\\', 'javascript:alert(1)', 'JavaScript:alert(1)',
  ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'ftp://evil.example',
  'https:evil.example', 'https:/evil.example', 'https:\\\\evil.example', 'https://', 'http:///evil', 'https://user:pw@evil.example',
  'https://good.example@evil.example', 'evil.example', '../evil', '.', '', 'https://evil.example\\@good.example', '\ufeff//evil.example',
];

describe('the safe-link rule', () => {
  it.each(BYPASSES)('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
    expect(safeLink(link)).toBe('');
    expect(safeReturnPath(link)).toBe('/');
  });

  it('accepts same-site paths and http(s) links', () => {
    for (const link of ['/', '/customer/faqs', '/mypage?tab=1#a', '/event/3?x=%2F%2Fa', '/a//b']) {
      expect(isInternalPath(link)).toBe(true);
      expect(safeReturnPath(link)).toBe(link);
    }
    for (const link of ['https://example.com/a', 'http://example.com', 'HTTPS://Example.com/a?b=c#d']) {
      expect(isSafeLink(link)).toBe(true);
      expect(safeReturnPath(link)).toBe('/');
    }
  });

  it('every accepted link resolves on the site or on an http(s) host, never elsewhere (any string)', () => {
    const unit = fc.constantFrom(...'/\\:.@?#%ab \t\n\u0000'.split(''), 'http', 'https', '//', 'evil.example');
    fc.assert(fc.property(fc.oneof(fc.string({ unit, maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 20 })), (link) => {
      if (!isSafeLink(link)) return;
      const resolved = new URL(link, 'https://shop.example/base/');
      if (isInternalPath(link)) expect(resolved.host).toBe('shop.example');
      else expect(['http:', 'https:']).toContain(resolved.protocol);
    }), { numRuns: Number(process.env.FUZZ_RUNS ?? 300) });
  });
});
