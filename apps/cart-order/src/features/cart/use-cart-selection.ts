import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isAllSelected, toggleAllLines, toggleLine, toggleSellerLines } from '@shop/validators';
import type { CartSelection } from '@shop/validators';
import type { CartLine } from './cart-model.ts';
import { selectionFromUnchecked, uncheckedFromSelection } from './selection-state.ts';

/**
 * Checkbox state of the cart: all, per seller and per line (sold-out lines are never checkable). `toggleLine` keeps
 * its identity across renders, so a memoised line re-renders only when its own checkbox changes.
 */
export function useCartSelection(cartLines: readonly CartLine[]) {
  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(() => new Set());
  const lines = cartLines.map((line) => ({ cartId: line.cartId, sellerId: line.sellerId, soldOut: line.soldOut }));
  const selection = selectionFromUnchecked(lines, unchecked);
  const apply = (next: CartSelection) => setUnchecked(uncheckedFromSelection(lines, next));
  const latestLines = useRef(lines);
  useLayoutEffect(() => {
    latestLines.current = lines;
  });
  const toggleOne = useCallback((cartId: number, checked: boolean) => {
    setUnchecked((current) => {
      const now = latestLines.current;
      return uncheckedFromSelection(now, toggleLine(now, selectionFromUnchecked(now, current), cartId, checked));
    });
  }, []);

  return {
    selection,
    isChecked: (cartId: number) => selection.includes(cartId),
    allChecked: isAllSelected(lines, selection),
    isSellerChecked: (sellerId: number) => isAllSelected(lines, selection, sellerId),
    toggleAll: (checked: boolean) => apply(toggleAllLines(lines, selection, checked)),
    toggleSeller: (sellerId: number, checked: boolean) => apply(toggleSellerLines(lines, selection, sellerId, checked)),
    toggleLine: toggleOne,
  };
}

/** What `useCartSelection` returns. */
export type CartSelectionState = ReturnType<typeof useCartSelection>;
