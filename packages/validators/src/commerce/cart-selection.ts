/** What selection needs of a cart line. */
export type SelectableLine = { cartId: number; sellerId: number; soldOut: boolean };

/** The checked cart ids (serialisable). */
export type CartSelection = readonly number[];

const selectable = (lines: readonly SelectableLine[]) => lines.filter((line) => !line.soldOut);

/**
 * Every non-sold-out line starts checked; sold-out lines are never checkable.
 * @param lines The cart lines.
 * @returns The initial selection.
 */
export function initialCartSelection(lines: readonly SelectableLine[]): CartSelection {
  return selectable(lines).map((line) => line.cartId);
}

function setChecked(lines: readonly SelectableLine[], selection: CartSelection, targets: readonly SelectableLine[], checked: boolean): CartSelection {
  const ids = new Set(selection);
  for (const line of targets) {
    if (line.soldOut) continue;
    if (checked) ids.add(line.cartId);
    else ids.delete(line.cartId);
  }
  const known = new Set(selectable(lines).map((line) => line.cartId));
  return lines.filter((line) => ids.has(line.cartId) && known.has(line.cartId)).map((line) => line.cartId);
}

/**
 * Checks or unchecks every line (sold-out lines stay unchecked).
 * @param lines The cart lines.
 * @param selection Current selection.
 * @param checked New state.
 * @returns The next selection.
 */
export function toggleAllLines(lines: readonly SelectableLine[], selection: CartSelection, checked: boolean): CartSelection {
  return setChecked(lines, selection, lines, checked);
}

/**
 * Checks or unchecks the lines of one seller.
 * @param lines The cart lines.
 * @param selection Current selection.
 * @param sellerId The seller group.
 * @param checked New state.
 * @returns The next selection.
 */
export function toggleSellerLines(lines: readonly SelectableLine[], selection: CartSelection, sellerId: number, checked: boolean): CartSelection {
  return setChecked(lines, selection, lines.filter((line) => line.sellerId === sellerId), checked);
}

/**
 * Checks or unchecks one line; a sold-out line cannot be checked.
 * @param lines The cart lines.
 * @param selection Current selection.
 * @param cartId The line.
 * @param checked New state; omitted flips it.
 * @returns The next selection.
 */
export function toggleLine(lines: readonly SelectableLine[], selection: CartSelection, cartId: number, checked?: boolean): CartSelection {
  const next = checked ?? !selection.includes(cartId);
  return setChecked(lines, selection, lines.filter((line) => line.cartId === cartId), next);
}

/**
 * Whether every checkable line (optionally of one seller) is checked; false when there is none.
 * @param lines The cart lines.
 * @param selection Current selection.
 * @param sellerId Limit to one seller.
 * @returns The "all checked" state of the checkbox.
 */
export function isAllSelected(lines: readonly SelectableLine[], selection: CartSelection, sellerId?: number): boolean {
  const scope = selectable(lines).filter((line) => sellerId === undefined || line.sellerId === sellerId);
  return scope.length > 0 && scope.every((line) => selection.includes(line.cartId));
}
