import assert from 'node:assert/strict';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { NO_BROWSER_INTL_RULE } from './index.js';

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-properties': NO_BROWSER_INTL_RULE } }];

/** Rule ids of the problems found in `code`. */
const problems = (code) => linter.verify(code, config, { filename: 'messages.ko.ts' }).map((m) => m.ruleId);

test('Intl formatting in browser code is refused: the first call of a page costs a phone 60-70 ms', () => {
  assert.deepEqual(problems("export const total = (n: number) => `총 ${n.toLocaleString('ko-KR')}건`;"), ['no-restricted-properties']);
  assert.deepEqual(problems('export const byDate = (a: string, b: string) => a.localeCompare(b);'), ['no-restricted-properties']);
});

test('digit grouping without Intl and plain comparisons pass', () => {
  assert.deepEqual(problems("import { formatNumber } from '@shop/validators';\nexport const total = (n: number) => `총 ${formatNumber(n)}건`;"), []);
  assert.deepEqual(problems('export const byDate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);'), []);
});
