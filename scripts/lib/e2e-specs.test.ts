// Every e2e spec goes through the shop's fixtures (e2e/fixtures/index.ts): the console and accessibility gates
// are automatic only for tests built from its `test`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const specs = path.resolve(import.meta.dirname, '../../e2e/specs');
const files = readdirSync(specs, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.spec.ts'));

test('there are specs to check', () => {
  assert.ok(files.length > 10);
});

test('every spec takes `test` from the fixtures, never from @playwright/test', () => {
  for (const file of files) {
    const text = readFileSync(path.join(specs, file), 'utf8');
    const fromPlaywright = [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@playwright\/test'/g)];
    for (const [, typeOnly, names] of fromPlaywright) {
      if (typeOnly) continue;
      assert.ok(!/\btest\b/.test(names!), `${file} imports test from @playwright/test: import it from the fixtures`);
    }
    assert.doesNotMatch(text, /import\s+\w+\s*(,|from)\s*[^;]*'@playwright\/test'/, `${file} imports @playwright/test's default export`);
    assert.match(text, /import\s+\{[^}]*\btest\b[^}]*\}\s+from\s+'(\.\.\/)+fixtures(\/index\.ts)?'/, `${file} takes test from e2e/fixtures`);
  }
});
