import { Button } from '@shop/ui';
import { formatPoint, formatWon } from '@shop/validators';
import { messages } from '../../../messages/ko.ts';
import type { CartPageTotals } from '../cart-totals.ts';

const copy = messages.cart;

type CartSummaryProps = {
  totals: CartPageTotals;
  onOrder: () => void;
};

/** 결제 예정 금액: 총 상품금액, 배송비, 할인, 최종 결제금액 of the checked lines, and the order button. */
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
          <dd>{totals.discountAmount > 0 ? `-${formatWon(totals.discountAmount)}` : formatWon(0)}</dd>
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
      <Button size="lg" block onClick={onOrder}>
        {copy.order}
      </Button>
    </aside>
  );
}
