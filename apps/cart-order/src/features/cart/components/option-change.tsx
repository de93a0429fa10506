import { useEffect, useState } from 'react';
import { callContract, getUserMessage } from '@shop/api-client';
import type { ItemOption } from '@shop/api-client';
import { useFetcher } from '@shop/router';
import { Button, Modal } from '@shop/ui';
import { formatWon } from '@shop/validators';
import { useClientApi } from '@shop/ui/client-api';
import { messages } from '../../../messages/ko.ts';
import type { CartActionResult } from '../api/cart-action.ts';
import type { CartLine } from '../cart-model.ts';

const copy = messages.cart;

/** The label of an option combination: "블랙 / M (+2,000원) (품절)". */
export function optionLabel(option: ItemOption): string {
  const names = [option.optionName1, option.optionName2, option.optionName3].filter(Boolean).join(' / ');
  const price = option.optionPrice > 0 ? ` ${copy.optionPrice(formatWon(option.optionPrice))}` : '';
  return `${names}${price}${option.optionSoldOutFlag === 'Y' ? ` ${copy.optionSoldOut}` : ''}`;
}

type Loaded = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; options: ItemOption[] } | { state: 'failed'; message: string };

/**
 * "옵션 변경" of a cart line with an option combination: the item's options (from the item API), sold-out ones
 * disabled; "변경" puts the line's quantity on the new option and removes the old line (the cart action).
 */
export function OptionChange({ line }: { line: CartLine }) {
  const api = useClientApi();
  const fetcher = useFetcher<CartActionResult>();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });
  const [chosen, setChosen] = useState(String(line.itemOptionId ?? ''));
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (result?.ok && result.intent === 'change-option') setOpen(false);
  }, [result]);

  const show = async () => {
    setOpen(true);
    setChosen(String(line.itemOptionId ?? ''));
    if (loaded.state === 'ready') return;
    setLoaded({ state: 'loading' });
    try {
      const { item } = await callContract(api, 'GET /api/item/:itemUserCode', { params: { itemUserCode: line.itemUserCode } });
      setLoaded({ state: 'ready', options: item.itemOptions.filter((o) => o.optionType !== 'T') });
    } catch (error) {
      setLoaded({ state: 'failed', message: getUserMessage(error) || copy.optionsFailed });
    }
  };
  const apply = () => {
    const itemOptionId = Number(chosen);
    if (!itemOptionId || itemOptionId === line.itemOptionId) return setOpen(false);
    void fetcher.submit({ intent: 'change-option', cartId: line.cartId, itemId: line.itemId, itemOptionId, quantity: line.quantity }, { method: 'post', encType: 'application/json' });
    return undefined;
  };
  const selectId = `cart-option-${line.cartId}`;
  const busy = fetcher.state !== 'idle';

  return (
    <>
      <button type="button" className="cart-set__toggle" aria-label={copy.changeOptionFor(line.itemName)} onClick={() => void show()}>
        {copy.changeOption}
      </button>
      <Modal
        open={open}
        title={copy.changeOptionFor(line.itemName)}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {copy.cancel}
            </Button>
            <Button onClick={apply} disabled={loaded.state !== 'ready' || busy}>
              {copy.applyOption}
            </Button>
          </>
        }
      >
        {loaded.state === 'ready' ? (
          <div className="checkout-field">
            <label className="checkout-field__label" htmlFor={selectId}>
              {copy.optionLabel}
            </label>
            <select id={selectId} className="checkout-field__input" value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {loaded.options.map((option) => (
                <option key={option.itemOptionId} value={option.itemOptionId} disabled={option.optionSoldOutFlag === 'Y' && option.itemOptionId !== line.itemOptionId}>
                  {optionLabel(option)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {loaded.state === 'failed' ? <p role="alert">{loaded.message}</p> : null}
        {result && !result.ok && result.intent === 'change-option' ? <p role="alert">{result.message}</p> : null}
      </Modal>
    </>
  );
}
