import { initialCartSelection, isAllSelected, toggleAllLines, toggleLine, toggleSellerLines } from './cart-selection.ts';

const lines = [
  { cartId: 1, sellerId: 10, soldOut: false },
  { cartId: 2, sellerId: 10, soldOut: true },
  { cartId: 3, sellerId: 20, soldOut: false },
  { cartId: 4, sellerId: 20, soldOut: false },
];

describe('cart selection', () => {
  it('starts with every non-sold-out line checked', () => {
    expect(initialCartSelection(lines)).toEqual([1, 3, 4]);
    expect(isAllSelected(lines, [1, 3, 4])).toBe(true);
  });

  it('toggles all, per seller and per line, never checking a sold-out line', () => {
    expect(toggleAllLines(lines, [], true)).toEqual([1, 3, 4]);
    expect(toggleAllLines(lines, [1, 3], false)).toEqual([]);
    expect(toggleSellerLines(lines, [], 20, true)).toEqual([3, 4]);
    expect(toggleSellerLines(lines, [1, 3, 4], 20, false)).toEqual([1]);
    expect(toggleLine(lines, [1], 2, true)).toEqual([1]);
    expect(toggleLine(lines, [1], 3)).toEqual([1, 3]);
    expect(toggleLine(lines, [1, 3], 3)).toEqual([1]);
    expect(toggleLine(lines, [2, 1], 4, true)).toEqual([1, 4]);
  });

  it('reports the seller and global checkbox state', () => {
    expect(isAllSelected(lines, [1], 10)).toBe(true);
    expect(isAllSelected(lines, [3], 20)).toBe(false);
    expect(isAllSelected([{ cartId: 9, sellerId: 1, soldOut: true }], [])).toBe(false);
  });
});
