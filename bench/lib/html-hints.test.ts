import assert from 'node:assert/strict';
import { htmlScripts, preloadedImages } from './html-hints.ts';

const html = `<head><link rel="preload" as="script" href="/_shell/main.1.js"><link rel="modulepreload" href="/_mf/c/a.js">
<link rel="stylesheet" href="/x.css"></head><body>
<link rel="preload" as="image" imageSrcSet="/_ipx/w_320,f_webp/u/a.webp 320w, /_ipx/w_768,f_webp/u/a.webp 768w" imageSizes="100vw" fetchPriority="high"/>
<link rel=preload as=image href='/_ipx/w_640,f_webp/u/b.webp?x=1&amp;y=2'>
<script src="/_shell/main.1.js" async></script><script>inline()</script></body>`;

test('preloadedImages reads href and every imagesrcset candidate, case-insensitively', () => {
  assert.deepEqual(preloadedImages(html), ['/_ipx/w_320,f_webp/u/a.webp', '/_ipx/w_768,f_webp/u/a.webp', '/_ipx/w_640,f_webp/u/b.webp']);
});

test('htmlScripts lists preloaded and loaded scripts once, not stylesheets or inline code', () => {
  assert.deepEqual(htmlScripts(html), ['/_shell/main.1.js', '/_mf/c/a.js']);
});

test('a page without hints has none', () => {
  assert.deepEqual(preloadedImages('<p>x</p>'), []);
  assert.deepEqual(htmlScripts('<link rel="preload" as="font" href="/f.woff2">'), []);
});
