// The packages' public indexes export only what another workspace imports (scripts/unused-exports.ts lists and
// removes the rest).
import assert from 'node:assert/strict';
import path from 'node:path';
import { removeReExports } from '../unused-exports.ts';
import { findUnusedExports, importsOf } from './unused-exports.ts';

const root = path.resolve(import.meta.dirname, '../..');

test('every package exports only names another workspace imports', () => {
  const unused = findUnusedExports(root);
  assert.deepEqual(unused.map((u) => `${u.pkg}${u.entry === '.' ? '' : u.entry.slice(1)} ${u.name}`), []);
});

test('reads named, default, namespace, type-only and dynamic imports and re-exports', () => {
  const text = [
    "import a, { b, c as d } from '@shop/x';",
    "import type { T } from '@shop/x/sub';",
    "import * as all from './y.ts';",
    "export { e as f } from '@shop/z';",
    "const lazy = await import('@shop/w');",
    "type Q = import('@shop/v').Thing;",
  ].join('\n');
  assert.deepEqual(importsOf(text), [
    { specifier: '@shop/x', names: ['default', 'b', 'c'] },
    { specifier: '@shop/x/sub', names: ['T'] },
    { specifier: './y.ts', names: ['*'] },
    { specifier: '@shop/z', names: ['e'] },
    { specifier: '@shop/w', names: ['*'] },
    { specifier: '@shop/v', names: ['Thing'] },
  ]);
});

test('removes names from re-export lists, drops an emptied statement, and leaves declarations alone', () => {
  const text = "// Rules\nexport { a, b, c } from './rules.ts';\nexport type { T } from './types.ts';\nexport const local = 1;\n";
  const { text: out, left } = removeReExports(text, new Set(['b', 'T', 'local']));
  assert.equal(out, "// Rules\nexport { a, c } from './rules.ts';\nexport const local = 1;\n");
  assert.deepEqual(left, ['local']);
});
