import assert from 'node:assert/strict';
import { pageOf } from './pagination.ts';

describe('pageOf', () => {
  it('computes pages from the total', () => {
    assert.deepEqual(pageOf([1, 2], 2, 24, 50).pagination, { currentPage: 2, size: 24, totalElements: 50, totalPages: 3, first: false, last: false });
    assert.deepEqual(pageOf([], 1, 24, 0).pagination, { currentPage: 1, size: 24, totalElements: 0, totalPages: 0, first: true, last: true });
    assert.equal(pageOf([], 3, 24, 48).pagination.last, true);
  });
});
