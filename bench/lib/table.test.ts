import assert from 'node:assert/strict';
import { renderTable } from './table.ts';

test('pads columns, right-aligns numeric ones and shows NaN as a dash', () => {
  const out = renderTable(['page', 'KB'], [['home', 12.5], ['category', Number.NaN]]);
  assert.equal(out, ['page        KB', '--------  ----', 'home      12.5', 'category     -'].join('\n'));
});
