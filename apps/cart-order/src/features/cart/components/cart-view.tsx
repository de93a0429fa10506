import { useState } from 'react';
import { useNavigate } from '@shop/router';
import { useDialog } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages/ko.ts';
import { allLines } from '../cart-model.ts';
import type { CartModel } from '../cart-model.ts';
import { computeCartTotals } from '../cart-totals.ts';
import { useCartSelection } from '../use-cart-selection.ts';
import { CartSummary } from './cart-summary.tsx';
import { CartToolbar } from './cart-toolbar.tsx';
import { SellerGroup } from './seller-group.tsx';

type CartViewProps = { model: CartModel };

/** The filled cart: toolbar, seller groups and the summary with the order button. */
export function CartView({ model }: CartViewProps) {
  const navigate = useNavigate();
  const { alert, confirm, dialog } = useDialog();
  const dialogs = { alert, confirm };
  const lines = allLines(model);
  const selection = useCartSelection(lines);
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  const totals = computeCartTotals(model, selection.selection);
  const unsaved = lines.some((line) => drafts[line.cartId] !== undefined && drafts[line.cartId] !== line.quantity);

  const onDraftChange = (cartId: number, quantity: number) => setDrafts((current) => ({ ...current, [cartId]: quantity }));
  const onOrder = () => {
    if (unsaved) void alert(messages.cart.unsavedQuantity);
    else if (selection.selection.length === 0) void alert(messages.cart.noSelection);
    else void navigate(paths.checkout.getHref(selection.selection));
  };

  return (
    <div className="cart-layout">
      <div className="cart-list">
        <CartToolbar selection={selection} selectableCount={lines.filter((line) => !line.soldOut).length} dialogs={dialogs} />
        {model.sellers.map((seller) => (
          <SellerGroup key={seller.sellerId} seller={seller} totals={totals} selection={selection} drafts={drafts} onDraftChange={onDraftChange} dialogs={dialogs} />
        ))}
      </div>
      <CartSummary totals={totals} onOrder={onOrder} />
      {dialog}
    </div>
  );
}
