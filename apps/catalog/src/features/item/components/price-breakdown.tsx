import { useState } from 'react';
import { formatWon } from '@shop/validators';
import { Modal, Price } from '@shop/ui';
import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';

/** Props of `PriceBreakdown`. */
export type PriceBreakdownProps = { presentPrice: number; salePrice: number; discountRate: number };

const M = CATALOG_ITEM_MESSAGES.price;

/** Price with discount rate, and a "?" that explains the discount (정가, 즉시할인, 판매가). */
export function PriceBreakdown({ presentPrice, salePrice, discountRate }: PriceBreakdownProps) {
  const [open, setOpen] = useState(false);
  const discount = Math.max(0, salePrice - presentPrice);
  return (
    <div className="catalog-price">
      <Price price={presentPrice} listPrice={salePrice} discountRate={discountRate} size="lg" className="catalog-item__price" />
      {discount > 0 ? (
        <>
          <button type="button" className="catalog-price__help" aria-label={M.breakdownButton} onClick={() => setOpen(true)}>
            ?
          </button>
          <Modal open={open} title={M.breakdownTitle} onClose={() => setOpen(false)}>
            <dl className="catalog-price__rows">
              <div>
                <dt>{M.listPrice}</dt>
                <dd>{formatWon(salePrice)}</dd>
              </div>
              <div>
                <dt>{M.discount}</dt>
                <dd>{M.minus(discount)}</dd>
              </div>
              <div className="catalog-price__final">
                <dt>{M.salePrice}</dt>
                <dd>{formatWon(presentPrice)}</dd>
              </div>
            </dl>
          </Modal>
        </>
      ) : null}
    </div>
  );
}
