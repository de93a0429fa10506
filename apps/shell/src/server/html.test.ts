import { escapeHtml, jsonForScript, renderHead } from './html.ts';

describe('html helpers', () => {
  it('escapes markup in text', () => {
    expect(escapeHtml('<a href="x">\'&\'</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps embedded JSON from closing the script', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });

  it('renders title, description, canonical and Open Graph tags', () => {
    const head = renderHead({ title: '무선 이어폰 | 세일즈온', description: '설명 "따옴표"', canonical: 'http://localhost:3000/items/1', ogImage: '/default-og-image.jpg', stylesheets: ['/a.css'], preloadScripts: ['/b.js'] });
    expect(head).toContain('<title>무선 이어폰 | 세일즈온</title>');
    expect(head).toContain('content="설명 &quot;따옴표&quot;"');
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/items/1">');
    expect(head).toContain('<meta property="og:image" content="/default-og-image.jpg">');
    expect(head).toContain('<link rel="preload" as="script" href="/b.js">');
  });
});
