import type { DialogApi } from '@shop/ui';
import type { CartSelectionState } from '../use-cart-selection.ts';

/** The shop's alert and confirm dialogs (one per page, rendered by the cart view). */
export type CartDialogs = Pick<DialogApi, 'alert' | 'confirm'>;

/** What every level of the cart list passes down to its lines. */
export type CartLinesProps = {
  selection: CartSelectionState;
  /** Stepper quantities not yet applied, by cart id. */
  drafts: Readonly<Record<number, number>>;
  onDraftChange: (cartId: number, quantity: number) => void;
  dialogs: CartDialogs;
};
