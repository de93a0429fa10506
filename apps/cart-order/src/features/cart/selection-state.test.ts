import { selectionFromUnchecked, uncheckedFromSelection } from './selection-state.ts';

const lines = [
  { cartId: 1, sellerId: 1, soldOut: false },
  { cartId: 2, sellerId: 1, soldOut: false },
  { cartId: 3, sellerId: 2, soldOut: true },
];

describe('cart selection state', () => {
  it('checks every non-sold-out line when nothing was unchecked', () => {
    expect(selectionFromUnchecked(lines, new Set())).toEqual([1, 2]);
  });

  it('round-trips a selection through the unchecked set', () => {
    const unchecked = uncheckedFromSelection(lines, [2]);
    expect([...unchecked]).toEqual([1]);
    expect(selectionFromUnchecked(lines, unchecked)).toEqual([2]);
  });

  it('checks lines that arrive after a reload and forgets deleted ones', () => {
    const unchecked = uncheckedFromSelection(lines, [2]);
    const reloaded = [{ cartId: 2, sellerId: 1, soldOut: false }, { cartId: 9, sellerId: 1, soldOut: false }];
    expect(selectionFromUnchecked(reloaded, unchecked)).toEqual([2, 9]);
  });
});
