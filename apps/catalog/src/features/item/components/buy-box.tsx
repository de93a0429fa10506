import { useReducer } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { callContract, cartCountOf, getUserMessage } from '@shop/api-client';
import { Link, useNavigate } from '@shop/router';
import { cartCountAtom, isLoggedInAtom } from '@shop/session';
import { Button, cx, ShopImage } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { useClientApi } from '@shop/ui/client-api';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';
import type { BuyItem } from '../api/buy-item.ts';
import { loginHref, useFeedback } from '../../../lib/feedback.tsx';
import { yieldToMain } from '@shop/ui/yield-to-main';
import { cartPayload } from '../utils/cart-payload.ts';
import { quantityLimits } from '../utils/quantity-rules.ts';
import { reduceLines, type SelectedLine } from '../utils/selected-lines.ts';
import { OptionSelector } from './option-selector.tsx';
import { SelectedLines } from './selected-lines.tsx';
import { useBuySheet } from './use-buy-sheet.ts';

/** Props of `BuyBox`. */
export type BuyBoxProps = { buy: BuyItem };

const M = CATALOG_ITEM_MESSAGES;

function SetParts({ buy }: BuyBoxProps) {
  return (
    <section className="catalog-set" aria-labelledby="catalog-set-title">
      <h2 id="catalog-set-title" className="catalog-set__title">
        {M.sets.title}
      </h2>
      <ul className="catalog-set__list">
        {buy.sets.map((part) => (
          <li key={part.itemId} className="catalog-set__part">
            <ShopImage src={part.itemImage} alt="" width={56} height={56} sizes="56px" />
            <Link to={paths.item.getHref(part.itemUserCode)} className="catalog-set__name">
              {part.itemName}
            </Link>
            <span className="catalog-set__quantity">{M.sets.each(part.quantity)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Options, selected lines with quantities, set components, and 장바구니 / 바로구매. Adding updates the header's cart
 * count and offers to open the cart. Buying now needs a member unless the item allows guests
 * (`nonmemberOrderType` '1'); it makes an order sheet of the lines (`POST /api/order/buy`, the cart left as it was)
 * and opens it (`/order/checkout`; a guest accepts the guest terms first). On mobile the box is a bar fixed at the bottom
 * with the two buttons; a tap expands it into the option sheet, where the same buttons buy.
 */
export function BuyBox({ buy }: BuyBoxProps) {
  const api = useClientApi();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const { alert, confirm } = useFeedback();
  const limits = quantityLimits(buy.orderMinQuantity, buy.orderMaxQuantity);
  const hasOptions = buy.optionType !== '' && buy.options.length > 0;
  const baseLine: SelectedLine = { key: 'item', label: '', itemOptionId: null, texts: [], unitPrice: buy.presentPrice, quantity: limits.min, stock: buy.stockQuantity > 0 ? buy.stockQuantity : null };
  const [lines, dispatch] = useReducer(reduceLines, hasOptions ? [] : [baseLine]);
  const sheet = useBuySheet();

  const add = (line: SelectedLine): boolean => {
    if (lines.some((existing) => existing.key === line.key)) return false;
    dispatch({ type: 'add', line });
    return true;
  };

  const submit = async (now: boolean) => {
    if (sheet.expandFirst()) return undefined;
    if (buy.soldOut) return alert(M.buy.soldOut);
    if (lines.length === 0) return alert(M.options.chooseOption);
    if (now && !loggedIn && buy.nonmemberOrderType !== '1') {
      if (await confirm(M.buy.memberOnly)) navigate(loginHref(window.location.pathname + window.location.search));
      return undefined;
    }
    const payload = cartPayload({ itemId: buy.itemId, isSet: buy.isSet, sets: buy.sets }, lines);
    if (now) {
      try {
        // Loaded on the click: the item page's first load carries none of the order code.
        const { buyNow } = await import('../api/buy-now.ts');
        const href = await buyNow(api, payload, loggedIn);
        if (sheet.open) sheet.collapse();
        navigate(href);
      } catch (error) {
        return alert(getUserMessage(error));
      }
      return undefined;
    }
    try {
      // The tap's frame is painted before the request starts (its sending is most of the tap's script on a phone).
      await yieldToMain();
      await callContract(api, 'POST /api/cart/add', { body: payload });
    } catch (error) {
      return alert(getUserMessage(error));
    }
    setCartCount(await callContract(api, 'GET /api/cart/count', { cache: 'no-store' }).then(cartCountOf).catch(() => 0));
    if (sheet.open) sheet.collapse();
    if (await confirm(M.buy.added)) navigate('/cart');
    return undefined;
  };

  return (
    <div className={cx('catalog-buy', sheet.open && 'catalog-buy--open')}>
      {sheet.open ? <div className="catalog-buy__backdrop" aria-hidden="true" onClick={sheet.collapse} /> : null}
      <div
        ref={sheet.panelRef}
        className="catalog-buy__panel"
        role={sheet.open ? 'dialog' : undefined}
        aria-modal={sheet.open ? true : undefined}
        aria-label={sheet.open ? M.buy.sheetLabel : undefined}
        tabIndex={sheet.open ? -1 : undefined}
        onKeyDown={sheet.onKeyDown}
      >
        {sheet.open ? <button type="button" className="catalog-buy__collapse" aria-label={M.buy.collapse} onClick={sheet.collapse} /> : null}
        <div className="catalog-buy__options">
          {buy.isSet && buy.sets.length > 0 ? <SetParts buy={buy} /> : null}
          {hasOptions ? (
            <OptionSelector
              optionType={buy.optionType}
              titles={buy.optionTitles}
              options={buy.options}
              basePrice={buy.presentPrice}
              startQuantity={limits.min}
              onAdd={add}
              onMessage={(message) => void alert(message)}
              disabled={buy.soldOut}
            />
          ) : null}
          <SelectedLines
            itemName={buy.itemName}
            lines={lines}
            limits={limits}
            removable={hasOptions}
            onQuantity={(key, quantity) => dispatch({ type: 'quantity', key, quantity })}
            onRemove={(key) => dispatch({ type: 'remove', key })}
            onMessage={(message) => void alert(message)}
            disabled={buy.soldOut}
          />
        </div>
        <div className="catalog-buy__actions">
          <Button variant="outline" size="lg" onClick={() => void submit(false)} disabled={buy.soldOut}>
            {M.buy.addToCart}
          </Button>
          <Button size="lg" onClick={() => void submit(true)} disabled={buy.soldOut}>
            {M.buy.buyNow}
          </Button>
        </div>
      </div>
    </div>
  );
}
