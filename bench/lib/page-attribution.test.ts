import assert from 'node:assert/strict';
import { appOfUrl, attributeScripts } from './page-attribution.ts';
import type { AppAttribution } from './bundle-attribution.ts';

const shell: AppAttribution = {
  app: 'shell',
  chunks: {
    'main.js': { key: 'main.js', file: 'main.aaaaaaaa.js', raw: 100, gzip: 30, brotli: 25, packages: { '@module-federation/runtime-core': 75, '(bundler runtime)': 25 } },
  },
};
const cartOrder: AppAttribution = { app: 'cart-order', chunks: { '511.js': { key: '511.js', file: '511.bbbbbbbb.js', raw: 10, gzip: 5, brotli: 4, packages: { 'apps/cart-order': 10 } } } };

test('appOfUrl maps shell and remote paths to app folders', () => {
  assert.equal(appOfUrl('/_shell/main.1.js'), 'shell');
  assert.equal(appOfUrl('/_mf/cart_order/client/511.b.js'), 'cart-order');
  assert.equal(appOfUrl('/other.js'), null);
});

test('splits each script over packages by raw share, matching chunks by name without hash', () => {
  const r = attributeScripts(
    [
      { url: '/_shell/main.12345678.js', raw: 100, gzip: 40, brotli: 30, depth: 1, initiatorType: 'parser' },
      { url: '/_mf/cart_order/client/511.87654321.js', raw: 10, gzip: 6, brotli: 5, depth: 2, initiatorType: 'script' },
      { url: '/_mf/catalog/client/9.12345678.js', raw: 7, gzip: 3, brotli: 2, depth: 2, initiatorType: 'script' },
    ],
    [shell, cartOrder],
  );
  assert.deepEqual(r.scripts.map((s) => [s.app, s.key, s.matched]), [['shell', 'main.js', true], ['cart-order', '511.js', true], ['catalog', '9.js', false]]);
  assert.deepEqual(r.packages, [
    { pkg: '@module-federation/runtime-core', raw: 75, gzip: 30 },
    { pkg: '(bundler runtime)', raw: 25, gzip: 10 },
    { pkg: 'apps/cart-order', raw: 10, gzip: 6 },
    { pkg: '(unknown)', raw: 7, gzip: 3 },
  ]);
});
