import assert from 'node:assert/strict';
import { bytesBySource, decodeVlq, packageOf } from './source-map.ts';

test('decodeVlq reads signed values, multi-digit ones included', () => {
  assert.deepEqual(decodeVlq('AAAA'), [0, 0, 0, 0]);
  assert.deepEqual(decodeVlq('ACDE'), [0, 1, -1, 2]);
  assert.deepEqual(decodeVlq('gB'), [16]);
  assert.throws(() => decodeVlq('A!'), /invalid VLQ/);
});

test('bytesBySource gives each segment the code up to the next one', () => {
  // line 0: "aaaa" from source 0 at col 0, "bb" from source 1 at col 4; line 1: "c" unmapped then "dd" from source 0
  const code = 'aaaabb\ncdd';
  const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA;CDAA' };
  const totals = Object.fromEntries(bytesBySource(code, map));
  assert.deepEqual(totals, { 'a.js': 6, 'b.js': 2, '(unmapped)': 2 });
});

test('bytesBySource counts UTF-8 bytes of Korean text', () => {
  const totals = bytesBySource('"한글"', { sources: ['m.ts'], mappings: 'AAAA' });
  assert.equal(totals.get('m.ts'), 8);
});

test('packageOf names npm packages, workspaces and the runtime', () => {
  assert.equal(packageOf('webpack://shell/../../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/x.js'), 'react-dom');
  assert.equal(packageOf('webpack://shell/../../node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/index.js'), '@module-federation/runtime-core');
  assert.equal(packageOf('webpack://shell/./src/app/x.tsx'), '(other)');
  assert.equal(packageOf('webpack://shell/./src/app/x.tsx', 'shell'), 'apps/shell');
  assert.equal(packageOf('webpack://shell/../../packages/ui/src/button.tsx'), 'packages/ui');
  assert.equal(packageOf('/work/main/apps/shell/src/bootstrap.tsx'), 'apps/shell');
  assert.equal(packageOf('webpack://shell/webpack/runtime/jsonp_chunk_loading'), '(bundler runtime)');
});
