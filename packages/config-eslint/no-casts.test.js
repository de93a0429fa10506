import assert from 'node:assert/strict';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { NO_CAST_RULES } from './index.js';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    rules: { 'no-restricted-syntax': ['error', ...NO_CAST_RULES] },
  },
];

/** Rule ids of the problems found in `code`. */
const problems = (code) => linter.verify(code, config, { filename: 'page.tsx' }).map((m) => m.ruleId);

test('a cast on loader data is refused', () => {
  assert.deepEqual(problems('const d = useLoaderData() as Data;'), ['no-restricted-syntax']);
  assert.deepEqual(problems('const d = (useRouteLoaderData("root") as Data | undefined)?.x;'), ['no-restricted-syntax']);
});

test('loader data typed by its loader passes', () => {
  assert.deepEqual(problems('const d = useLoaderData<typeof loadBrands>();'), []);
  assert.deepEqual(problems('const d = useRouteLoaderData<typeof rootLoader>("root");'), []);
  assert.deepEqual(problems('const n = other() as number;'), []);
});

test('a cast on parsed JSON is refused, unknown is not a cast', () => {
  assert.deepEqual(problems('const d = JSON.parse(raw) as Data;'), ['no-restricted-syntax']);
  assert.deepEqual(problems('const d = JSON.parse(raw) as unknown;'), []);
  assert.deepEqual(problems('const d = v.parse(Schema, JSON.parse(raw));'), []);
});
