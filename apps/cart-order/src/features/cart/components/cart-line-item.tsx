import { memo } from 'react';
import { Link, useFetcher } from '@shop/router';
import { Button, itemHref, Price, QuantityStepper, ShopImage } from '@shop/ui';
import { calculateLineAmount, formatWon } from '@shop/validators';
import { messages } from '../../../messages/ko.ts';
import type { CartActionResult } from '../api/cart-action.ts';
import type { CartLine } from '../cart-model.ts';
import type { CartDialogs } from './cart-lines-props.ts';
import { Checkbox } from './checkbox.tsx';
import { OptionChange } from './option-change.tsx';
import { SetParts } from './set-parts.tsx';
import { quantityLimitMessage } from '../quantity-limit.ts';

const copy = messages.cart;


type CartLineItemProps = {
  line: CartLine;
  checked: boolean;
  /** Stable across renders (the line is memoised): called with the line's cart id. */
  onToggle: (cartId: number, checked: boolean) => void;
  /** The quantity in the stepper, when it differs from the saved one. */
  draft: number | undefined;
  /** Stable across renders, like `onToggle`. */
  onDraftChange: (cartId: number, quantity: number) => void;
  dialogs: CartDialogs;
};

/**
 * One cart line: checkbox, thumbnail (sold-out overlay), [brand] name, options, price, quantity, total, delete.
 * Memoised: checking one line re-renders that line, not every line of the cart.
 */
export const CartLineItem = memo(function CartLineItem({ line, checked, onToggle, draft, onDraftChange, dialogs }: CartLineItemProps) {
  const fetcher = useFetcher<CartActionResult>();
  const busy = fetcher.state !== 'idle';
  const quantity = draft ?? line.quantity;
  const limit = quantityLimitMessage(quantity, line);
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;

  const applyQuantity = () => {
    void fetcher.submit({ intent: 'update-quantity', cartId: line.cartId, quantity }, { method: 'post', encType: 'application/json' });
  };
  const remove = async () => {
    if (!(await dialogs.confirm(copy.confirmDeleteLine))) return;
    void fetcher.submit({ intent: 'delete', cartIds: [line.cartId] }, { method: 'post', encType: 'application/json' });
  };

  return (
    <li className={line.soldOut ? 'cart-line is-sold-out' : 'cart-line'} aria-busy={busy || undefined}>
      <Checkbox className="cart-line__check" checked={checked} disabled={line.soldOut} onChange={(next) => onToggle(line.cartId, next)} label={copy.selectLine(line.itemName)} hideLabel />
      <Link className="cart-line__thumb" to={itemHref(line.itemUserCode)} tabIndex={-1} aria-hidden="true">
        <ShopImage src={line.image} alt="" width={96} height={96} />
        {line.soldOut ? <span className="cart-line__sold-out">{copy.soldOut}</span> : null}
      </Link>
      <div className="cart-line__info">
        <Link className="cart-line__name" to={itemHref(line.itemUserCode)}>
          {line.brand ? <span className="cart-line__brand">[{line.brand}]</span> : null} {line.itemName}
        </Link>
        {line.options ? <p className="cart-line__options">{line.options}</p> : null}
        {line.itemOptionId !== null && !line.isSet && !line.soldOut ? <OptionChange line={line} /> : null}
        {line.freeGift ? <p className="cart-line__gift">{copy.freeGift(line.freeGift)}</p> : null}
        {line.isSet ? <SetParts cartId={line.cartId} itemName={line.itemName} /> : null}
        {line.soldOut ? <p className="ui-visually-hidden">{copy.soldOut}</p> : null}
        <Price className="cart-line__price" size="sm" price={line.unitPrice} listPrice={line.listUnitPrice} />
      </div>
      <div className="cart-line__quantity">
        <QuantityStepper value={quantity} min={line.minQuantity} max={line.maxQuantity ?? undefined} disabled={line.soldOut || busy} label={copy.quantityLabel(line.itemName)} onChange={(next) => onDraftChange(line.cartId, next)} />
        <Button variant="outline" size="sm" disabled={line.soldOut || busy || quantity === line.quantity} aria-label={copy.applyQuantityFor(line.itemName)} onClick={applyQuantity}>
          {copy.applyQuantity}
        </Button>
        {limit && !line.soldOut ? <p className="cart-line__limit">{limit}</p> : null}
      </div>
      <p className="cart-line__total">
        <span className="ui-visually-hidden">{copy.lineTotal}</span>
        <strong>{formatWon(calculateLineAmount(line))}</strong>
      </p>
      <button type="button" className="cart-line__delete" aria-label={copy.deleteLine(line.itemName)} disabled={busy} onClick={() => void remove()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {error ? (
        <p className="cart-line__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
});
