import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { callContract, getUserMessage } from '@shop/api-client';
import { isLoggedInAtom } from '@shop/session';
import { useNavigate } from '@shop/router';
import { useDialog } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { useClientApi } from '@shop/ui/client-api';
import { messages } from '../../../messages/ko.ts';
import { allLines, soldOutLines } from '../cart-model.ts';
import type { CartModel } from '../cart-model.ts';
import { computeCartTotals } from '../cart-totals.ts';
import { useCartSelection } from '../use-cart-selection.ts';
import { CartSummary } from './cart-summary.tsx';
import { CartToolbar } from './cart-toolbar.tsx';
import { SellerGroup } from './seller-group.tsx';
import { SoldOutLines } from './sold-out-lines.tsx';

type CartViewProps = { model: CartModel };

/**
 * The filled cart: toolbar, seller groups and the summary with the order button. "주문하기" makes an order sheet of
 * the checked lines (`POST /api/order/buy`, the cart stays as it is) and opens it; a guest accepts the guest terms first.
 */
export function CartView({ model }: CartViewProps) {
  const navigate = useNavigate();
  const { alert, confirm, dialog } = useDialog();
  const dialogs = useMemo(() => ({ alert, confirm }), [alert, confirm]);
  const lines = allLines(model);
  const selection = useCartSelection(lines);
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  const [ordering, setOrdering] = useState(false);
  const api = useClientApi();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const totals = computeCartTotals(model, selection.selection);
  const unsaved = lines.some((line) => drafts[line.cartId] !== undefined && drafts[line.cartId] !== line.quantity);

  const onDraftChange = useCallback((cartId: number, quantity: number) => setDrafts((current) => ({ ...current, [cartId]: quantity })), []);
  const onOrder = async () => {
    if (ordering) return;
    if (unsaved) return alert(messages.cart.unsavedQuantity);
    if (selection.selection.length === 0) return alert(messages.cart.noSelection);
    setOrdering(true);
    try {
      const sheetId = (await callContract(api, 'POST /api/order/buy', { body: { cartIds: [...selection.selection] } })).orderSheetId;
      await navigate(loggedIn ? paths.checkout.getHref(sheetId) : paths.guestAgreement.getHref(sheetId));
    } catch (error) {
      setOrdering(false);
      await alert(getUserMessage(error));
    }
    return undefined;
  };

  return (
    <div className="cart-layout">
      <div className="cart-list">
        <CartToolbar selection={selection} selectableCount={lines.filter((line) => !line.soldOut).length} dialogs={dialogs} />
        {model.sellers.filter((seller) => seller.groups.some((group) => group.lines.some((line) => !line.soldOut))).map((seller) => (
          <SellerGroup key={seller.sellerId} seller={seller} totals={totals} selection={selection} drafts={drafts} onDraftChange={onDraftChange} dialogs={dialogs} />
        ))}
        <SoldOutLines lines={soldOutLines(model)} selection={selection} drafts={drafts} onDraftChange={onDraftChange} dialogs={dialogs} />
      </div>
      <CartSummary totals={totals} onOrder={() => void onOrder()} />
      {dialog}
    </div>
  );
}
