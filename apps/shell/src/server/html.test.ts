import { escapeHtml, jsonForScript, renderBootScripts, renderHead } from './html.ts';

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
    expect(renderHead({ title: 't', canonical: 'http://localhost/', stylesheets: [], preloadScripts: ['/b.js'], nonce: 'n0nce' })).toContain('<link rel="preload" as="script" nonce="n0nce" href="/b.js">');
  });

  describe('boot scripts', () => {
    function runBoot(scripts: string[]) {
      const frames: FrameRequestCallback[] = [];
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
      const code = /<script nonce="n0nce">([\s\S]*)<\/script>/.exec(renderBootScripts(scripts, 'n0nce'))?.[1] ?? '';
      new Function(code)();
      const loaded = () => [...document.body.querySelectorAll('script')].map((s) => s.getAttribute('src'));
      return { frames, loaded };
    }

    beforeEach(() => {
      jest.useFakeTimers();
      document.body.innerHTML = '';
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('runs the page scripts only after the first frame, once, in order', () => {
      const { frames, loaded } = runBoot(['/_shell/main.1.js', '/_shell/extra.js']);
      expect(loaded()).toEqual([]);
      frames.forEach((cb) => cb(0));
      expect(loaded()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(loaded()).toEqual(['/_shell/main.1.js', '/_shell/extra.js']);
      jest.advanceTimersByTime(5000);
      expect(loaded()).toHaveLength(2);
    });

    it('still starts in a tab that never paints', () => {
      const { loaded } = runBoot(['/_shell/main.1.js']);
      jest.advanceTimersByTime(999);
      expect(loaded()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(loaded()).toEqual(['/_shell/main.1.js']);
    });

    it('cannot be broken out of by a file name', () => {
      const html = renderBootScripts(['/x</script><script>alert(1)</script>.js'], 'n0nce');
      expect(html.match(/<\/script>/g)).toHaveLength(1);
    });
  });
});
