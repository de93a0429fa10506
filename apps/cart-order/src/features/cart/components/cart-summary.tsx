import { Button } from '@shop/ui';
import { formatDeduction, formatPoint, formatWon } from '@shop/validators';
import { messages } from '../../../messages/ko.ts';
import type { CartPageTotals } from '../cart-totals.ts';

const copy = messages.cart;

type CartSummaryProps = {
  totals: CartPageTotals;
  onOrder: () => void;
};

/**
 * 결제 예정 금액: 총 상품금액, 배송비, 할인, 최종 결제금액 of the checked lines, and the order button. On a phone the
 * button and the amount to pay are a bar fixed above the tab bar, in reach however long the cart (styles.css).
 */
export function CartSummary({ totals, onOrder }: CartSummaryProps) {
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 className="cart-summary__title" id="cart-summary-title">
        {copy.summaryTitle}
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>{copy.itemAmount}</dt>
          <dd>{formatWon(totals.itemAmount)}</dd>
        </div>
        <div>
          <dt>{copy.shippingAmount}</dt>
          <dd>{formatWon(totals.shippingAmount)}</dd>
        </div>
        <div>
          <dt>{copy.discountAmount}</dt>
          <dd>{formatDeduction(totals.discountAmount)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{copy.paymentAmount}</dt>
          <dd>{formatWon(totals.paymentAmount)}</dd>
        </div>
        {totals.earnPoint > 0 ? (
          <div className="cart-summary__point">
            <dt>{copy.earnPoint}</dt>
            <dd>{formatPoint(totals.earnPoint)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="cart-summary__order">
        <p className="cart-summary__order-amount" aria-hidden="true">
          {formatWon(totals.paymentAmount)}
        </p>
        <Button size="lg" block onClick={onOrder}>
          {copy.order}
        </Button>
      </div>
    </aside>
  );
}
