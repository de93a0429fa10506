import { initialCartSelection } from '@shop/validators';
import type { CartSelection, SelectableLine } from '@shop/validators';

/**
 * The page keeps what the shopper unchecked rather than what is checked, so that lines arriving after a reload
 * start checked (spec: every non-sold-out line starts checked) and deleted lines simply disappear.
 * @param lines The current lines.
 * @param unchecked Cart ids the shopper unchecked.
 * @returns The checked cart ids.
 */
export function selectionFromUnchecked(lines: readonly SelectableLine[], unchecked: ReadonlySet<number>): CartSelection {
  return initialCartSelection(lines).filter((cartId) => !unchecked.has(cartId));
}

/**
 * The inverse of `selectionFromUnchecked`: which checkable lines a selection leaves unchecked.
 * @param lines The current lines.
 * @param selection The checked cart ids.
 * @returns The unchecked cart ids.
 */
export function uncheckedFromSelection(lines: readonly SelectableLine[], selection: CartSelection): ReadonlySet<number> {
  const checked = new Set(selection);
  return new Set(initialCartSelection(lines).filter((cartId) => !checked.has(cartId)));
}
