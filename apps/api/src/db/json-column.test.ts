import assert from 'node:assert/strict';
import { ImagePathsSchema, OptionTextsSchema, readJsonColumn, SheetLinesSchema } from './json-column.ts';

test('a JSON column of the expected shape is read', () => {
  assert.deepEqual(readJsonColumn(ImagePathsSchema, '["/a.jpg"]', 'reviews.images'), ['/a.jpg']);
  assert.deepEqual(readJsonColumn(OptionTextsSchema, '[[3,"이름"]]', 'carts.optionText'), [[3, '이름']]);
  const line = { itemId: 1, itemOptionId: null, optionText: '', quantity: 2, cartId: 9 };
  assert.deepEqual(readJsonColumn(SheetLinesSchema, JSON.stringify([line]), 'orderSheets.lines'), [line]);
});

test('a column of another shape or not JSON is a developer error naming the column', () => {
  assert.throws(() => readJsonColumn(ImagePathsSchema, '[1]', 'reviews.images'), /reviews\.images holds JSON of an unexpected shape/);
  assert.throws(() => readJsonColumn(ImagePathsSchema, '{"a":', 'reviews.images'), /reviews\.images holds text that is not JSON/);
});
