import assert from 'node:assert/strict';
import { quantityProblem } from './quantity-rules.ts';

describe('quantityProblem', () => {
  const limits = { min: 2, max: 5, available: 4 };

  it('accepts quantities inside every limit', () => {
    assert.equal(quantityProblem(2, limits), undefined);
    assert.equal(quantityProblem(4, limits), undefined);
  });

  it('names the broken limit with the Korean message', () => {
    assert.deepEqual(quantityProblem(1, limits), { code: 'MIN_QUANTITY', message: '최소 구매 수량은 2개 입니다.' });
    assert.deepEqual(quantityProblem(6, limits), { code: 'MAX_QUANTITY', message: '최대 구매 수량은 5개 입니다.' });
    assert.equal(quantityProblem(5, limits)?.code, 'OUT_OF_STOCK');
  });
});
