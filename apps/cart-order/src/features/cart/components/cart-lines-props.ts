import type { CartSelectionState } from '../use-cart-selection.ts';

/** What every level of the cart list passes down to its lines. */
export type CartLinesProps = {
  selection: CartSelectionState;
  /** Stepper quantities not yet applied, by cart id. */
  drafts: Readonly<Record<number, number>>;
  onDraftChange: (cartId: number, quantity: number) => void;
};
