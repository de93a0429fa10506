import assert from 'node:assert/strict';
import type { ItemOptionTable } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { resolveSelection } from './selection.ts';

const option = (id: number, optionType: string, stockQuantity: number, name1 = `o${id}`): ItemOptionTable => ({
  id, itemId: 1, optionType, name1, name2: null, name3: null, optionPrice: 0, stockQuantity, hideFlag: 'N', ordering: id,
});
const plain = { soldOutFlag: 'N' as const, stockQuantity: 10, itemOptionType: null };
const combo = { ...plain, itemOptionType: 'S2' as const };
const text = { ...plain, itemOptionType: 'T' as const };
const code = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return 'OK';
};

describe('resolveSelection', () => {
  it('accepts a plain item without option part', () => {
    assert.deepEqual(resolveSelection(plain, [], []), { itemOptionId: null, optionKey: '', texts: [], available: 10 });
    assert.equal(code(() => resolveSelection(plain, [], [{ optionId: 1, text: '' }])), 'OPTION_NOT_ALLOWED');
    assert.equal(code(() => resolveSelection({ ...plain, stockQuantity: 0 }, [], [])), 'SOLD_OUT');
  });

  it('needs one in-stock combination option', () => {
    const options = [option(1, 'S2', 5), option(2, 'S2', 0)];
    assert.deepEqual(resolveSelection(combo, options, [{ optionId: 1, text: '' }]), { itemOptionId: 1, optionKey: 'S:1', texts: [], available: 5 });
    assert.equal(code(() => resolveSelection(combo, options, [])), 'OPTION_REQUIRED');
    assert.equal(code(() => resolveSelection(combo, options, [{ optionId: 2, text: '' }])), 'OPTION_SOLD_OUT');
    assert.equal(code(() => resolveSelection(combo, options, [{ optionId: 9, text: '' }])), 'OPTION_NOT_FOUND');
  });

  it('needs a short text for every text field', () => {
    const options = [option(7, 'T', 0, '각인 문구')];
    const ok = resolveSelection(text, options, [{ optionId: 7, text: '사랑해' }]);
    assert.equal(ok.optionKey, 'T:[[7,"사랑해"]]');
    assert.equal(ok.available, 10);
    assert.equal(code(() => resolveSelection(text, options, [])), 'OPTION_REQUIRED');
    assert.equal(code(() => resolveSelection(text, options, [{ optionId: 7, text: 'x'.repeat(21) }])), 'BAD_REQUEST');
    assert.equal(code(() => resolveSelection(text, options, [{ optionId: 8, text: 'a' }])), 'OPTION_NOT_FOUND');
  });
});
