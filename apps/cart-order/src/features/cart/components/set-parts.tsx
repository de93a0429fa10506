import { useState } from 'react';
import { ApiError, callContract, getUserMessage } from '@shop/api-client';
import type { SetItemInfo } from '@shop/api-client';
import { useClientApi } from '@shop/ui/client-api';
import { messages } from '../../../messages/ko.ts';

const copy = messages.cart;

type Parts = { state: 'closed' } | { state: 'loading' } | { state: 'open'; items: SetItemInfo['buyItems'] } | { state: 'failed'; message: string };

/** "구성 상품 보기" of a set line: its components from `GET /api/cart/set-item-info/{cartId}`, or a clear message when the API has none. */
export function SetParts({ cartId, itemName }: { cartId: number; itemName: string }) {
  const api = useClientApi();
  const [parts, setParts] = useState<Parts>({ state: 'closed' });
  const listId = `cart-set-${cartId}`;
  const open = parts.state === 'open';
  const toggle = async () => {
    if (open || parts.state === 'failed') return setParts({ state: 'closed' });
    setParts({ state: 'loading' });
    try {
      // An answer without buyItems is a failure, never a set shown as if it had no parts.
      const answer = (await callContract(api, 'GET /api/cart/set-item-info/:cartId', { params: { cartId }, cache: 'no-store' })) as Partial<SetItemInfo> | null;
      if (!answer || !Array.isArray(answer.buyItems)) throw new ApiError({ status: 500, code: 'SET_ITEM_INFO_EMPTY', method: 'GET', path: `/api/cart/set-item-info/${cartId}` });
      setParts({ state: 'open', items: answer.buyItems });
    } catch (error) {
      setParts({ state: 'failed', message: getUserMessage(error) });
    }
    return undefined;
  };
  return (
    <div className="cart-set">
      <button type="button" className="cart-set__toggle" aria-expanded={open} aria-controls={open ? listId : undefined} disabled={parts.state === 'loading'} onClick={() => void toggle()}>
        {open ? copy.setPartsHide : copy.setParts}
      </button>
      {parts.state === 'open' ? (
        <ul className="cart-set__parts" id={listId} aria-label={copy.setPartsOf(itemName)}>
          {parts.items.map((part) => (
            <li key={part.itemId}>
              {part.itemName} <span className="cart-set__quantity">{copy.setPartQuantity(part.quantity)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {parts.state === 'failed' ? (
        <p className="cart-line__error" role="alert">
          {parts.message}
        </p>
      ) : null}
    </div>
  );
}
