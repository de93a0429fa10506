import { memo } from 'react';
import type { BuyItem, CartShipping, OrderSheet } from '@shop/api-client';
import { ShopImage } from '@shop/ui';
import { formatWon } from '@shop/validators';
import { optionsText } from '../../../lib/options-text.ts';
import { checkoutMessages } from '../../../messages/checkout.ko.ts';
import { couponOfLine, couponOptions, type BenefitChoice } from '../checkout-rules.ts';

const S = checkoutMessages.sheet;

const linesOf = (shipping: CartShipping): BuyItem[] => (shipping.buyItems?.length ? shipping.buyItems : shipping.buyItem ? [shipping.buyItem] : []);
const isSoldOut = (line: BuyItem) => {
  const wire = line as BuyItem & { soldOutFlag?: string };
  return wire.soldOutFlag === 'Y' || line.itemSoldOutFlag === 'Y' || line.orderQuantity.soldOutFlag === 'Y' || line.orderQuantity.soldOutFlag === true;
};

type ItemsSectionProps = {
  sheet: OrderSheet;
  choice: BenefitChoice;
  /** A coupon picked (or taken off with null) for a line. */
  onCoupon: (itemSequence: number, couponUserId: number | null) => void;
  disabled: boolean;
};

function CouponSelect({ line, choice, onCoupon, disabled }: { line: BuyItem } & Omit<ItemsSectionProps, 'sheet'>) {
  const options = couponOptions(line, choice);
  if (options.length === 0) return <p className="checkout-line__coupon-none">{S.noCoupon}</p>;
  const usable = options.filter((o) => !o.usedElsewhere);
  const elsewhere = options.filter((o) => o.usedElsewhere);
  const current = couponOfLine(choice, line.itemSequence);
  return (
    <select
      className="checkout-line__coupon"
      aria-label={S.itemCoupon(line.itemName)}
      value={current === null ? '' : String(current)}
      disabled={disabled}
      onChange={(event) => onCoupon(line.itemSequence, event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">{S.chooseCoupon}</option>
      {usable.length > 0 ? (
        <optgroup label={S.couponUsable}>
          {usable.map((o) => (
            <option key={o.couponUserId} value={o.couponUserId}>
              {o.label}
            </option>
          ))}
        </optgroup>
      ) : null}
      {elsewhere.length > 0 ? (
        <optgroup label={S.couponOnOther}>
          {elsewhere.map((o) => (
            <option key={o.couponUserId} value={o.couponUserId} disabled>
              {o.label}
            </option>
          ))}
        </optgroup>
      ) : null}
    </select>
  );
}

/** 주문상품 정보: seller groups and shipping groups as in the cart; a member picks one item coupon per line. */
export const ItemsSection = memo(function ItemsSection({ sheet, choice, onCoupon, disabled }: ItemsSectionProps) {
  const count = sheet.receivers.buyItems.length;
  return (
    <section className="checkout-section" aria-labelledby="checkout-items">
      <h2 className="checkout-section__title" id="checkout-items">
        {S.items(count)}
      </h2>
      {sheet.receivers.sellerShipping.map((seller) => (
        <div key={seller.sellerId} className="checkout-seller">
          <h3 className="checkout-seller__title">{S.sellerTitle(seller.sellerName, seller.itemQuantity)}</h3>
          {seller.shippings.map((shipping, index) => {
            const lines = linesOf(shipping);
            const items = lines.reduce((sum, line) => sum + line.itemPrice.saleAmount, 0);
            return (
              <div key={`${shipping.shippingGroupCode}-${index}`} className="checkout-group">
                <ul className="checkout-lines">
                  {lines.map((line) => (
                    <li key={line.itemSequence} className={isSoldOut(line) ? 'checkout-line is-sold-out' : 'checkout-line'}>
                      <ShopImage className="checkout-line__thumb" src={line.itemImage ?? ''} alt="" width={72} height={72} />
                      <div className="checkout-line__info">
                        <p className="checkout-line__name">
                          {line.brand ? `[${line.brand}] ` : ''}
                          {line.itemName}
                          {isSoldOut(line) ? <strong className="checkout-line__sold-out"> {S.soldOut}</strong> : null}
                        </p>
                        {line.options ? <p className="checkout-line__options">{optionsText(line.options)}</p> : null}
                        <p className="checkout-line__price">
                          {formatWon(line.itemPrice.saleAmount)} / {S.quantity(line.itemPrice.quantity)}
                        </p>
                        {sheet.isLogin ? <CouponSelect line={line} choice={choice} onCoupon={onCoupon} disabled={disabled} /> : null}
                      </div>
                    </li>
                  ))}
                </ul>
                <p className="checkout-group__summary">{S.shippingSummary(formatWon(items), formatWon(shipping.realShipping), formatWon(items + shipping.realShipping))}</p>
              </div>
            );
          })}
        </div>
      ))}
    </section>
  );
});
