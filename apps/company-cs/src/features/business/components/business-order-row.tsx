import { useId, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { callContract, cartCountOf, encodeCartItem, getUserMessage, isStatusOk, type BusinessOrder } from '@shop/api-client';
import { cartCountAtom } from '@shop/session';
import { Button } from '@shop/ui';
import { useClientApi } from '@shop/ui/client-api';
import { formatWireDate } from '../../../lib/dates.ts';
import { formValue } from '../../../lib/form-value.ts';
import { messages } from '../../../messages/ko.ts';
import { formatNumber } from '@shop/validators';

const M = messages.business;

type Props = { order: BusinessOrder; onChanged: () => void; notify: (message: string) => void };

/** One paid order: its items, amount, tax invoice (request form or its state) and quick reorder. */
export function BusinessOrderRow({ order, onChanged, notify }: Props) {
  const api = useClientApi();
  const setCartCount = useSetAtom(cartCountAtom);
  const [busy, setBusy] = useState(false);
  const id = useId();
  // Lines without options, or with one chosen option (S types: "{itemOptionId}```"); typed-in options cannot be repeated.
  const reorderable = order.items.filter((item) => item.options === '' || item.itemOptionId !== null);

  const requestInvoice = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formValue(event.currentTarget, 'email');
    setBusy(true);
    try {
      await callContract(api, 'POST /api/business/tax-invoice', { body: { orderCode: order.orderCode, email } });
      notify(M.invoiceDone);
      onChanged();
    } catch (failure) {
      notify(getUserMessage(failure) || M.invoiceFailed);
    } finally {
      setBusy(false);
    }
  };

  const reorder = async () => {
    setBusy(true);
    try {
      const lines = reorderable.map((item) => encodeCartItem({ itemId: item.itemId, quantity: item.quantity, optionPart: item.itemOptionId === null ? '' : `${item.itemOptionId}\`\`\`` }));
      const ok = isStatusOk(await callContract(api, 'POST /api/cart/add', { body: { arrayRequiredItems: lines } }));
      if (!ok) throw new Error('cart refused');
      setCartCount(cartCountOf(await callContract(api, 'GET /api/cart/count', { cache: 'no-store' })));
      notify(M.reordered);
    } catch (failure) {
      notify(getUserMessage(failure) || M.reorderFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr>
      <th scope="row">
        <span className="cs-order__code">{order.orderCode}</span>
        <span className="cs-order__meta">
          {formatWireDate(order.createdDate)} · {order.statusLabel}
        </span>
      </th>
      <td>
        <ul className="cs-order__items">
          {order.items.map((item) => (
            <li key={`${item.itemId}-${item.options}`}>
              {item.itemName} {item.options ? `(${item.options})` : ''} · {M.quantity(item.quantity)}
            </li>
          ))}
        </ul>
      </td>
      <td>{M.won(order.payAmount)}</td>
      <td>
        {order.taxInvoice ? (
          <>
            <span data-testid="tax-invoice">
              {M.invoiceSummary(order.taxInvoice.statusLabel, formatNumber(order.taxInvoice.supplyAmount), formatNumber(order.taxInvoice.vatAmount))}
            </span>
            {order.taxInvoice.issuedDate ? (
              <span className="cs-order__meta" data-testid="tax-invoice-issued">
                {M.invoiceIssued(formatWireDate(order.taxInvoice.issuedDate), order.taxInvoice.approvalNumber ?? '')}
              </span>
            ) : null}
          </>
        ) : (
          <form className="cs-invoice" onSubmit={requestInvoice}>
            <label className="ui-visually-hidden" htmlFor={`${id}-email`}>
              {M.invoiceEmail(order.orderCode)}
            </label>
            <input id={`${id}-email`} name="email" type="email" required maxLength={100} autoComplete="email" />
            <Button type="submit" size="sm" disabled={busy}>
              {M.invoiceRequest}
            </Button>
          </form>
        )}
      </td>
      <td>
        {reorderable.length > 0 ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void reorder()} aria-label={M.reorderLabel(order.orderCode)}>
            {M.reorder}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
