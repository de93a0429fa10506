import type { OrderSheet } from '@shop/api-client';
import { Button } from '@shop/ui';
import { formatPoint, formatWon } from '@shop/validators';
import { checkoutMessages } from '../../../messages/checkout.ko.ts';
import { payButtonLabel } from '../checkout-rules.ts';
import type { FormProps } from './form-types.ts';
import { fieldId } from './text-field.tsx';

const S = checkoutMessages.sheet;

type PriceSummaryProps = FormProps & { sheet: OrderSheet; pending: boolean; onPay: () => void };

function Row({ label, value, minus = false }: { label: string; value: number; minus?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{minus && value > 0 ? `-${formatWon(value)}` : formatWon(value)}</dd>
    </div>
  );
}

/** 결제 예정 금액 (always visible), the two required consents (nothing pre-ticked) and "{금액}원 결제하기". */
export function PriceSummary({ sheet, form, set, invalid, pending, onPay }: PriceSummaryProps) {
  const price = sheet.orderPrice;
  const amount = (key: string) => price[key] ?? 0;
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 className="checkout-summary__title" id="checkout-summary-title">
        {S.summary}
      </h2>
      <dl className="checkout-summary__rows" aria-busy={pending || undefined}>
        <Row label={S.totalItemPrice} value={price.totalItemAmountBeforeDiscounts ?? amount('totalItemPrice') + amount('totalItemDiscountAmount')} />
        <Row label={S.itemDiscount} value={amount('totalItemDiscountAmount')} minus />
        <Row label={S.shipping} value={price.totalShippingAmount} />
        <Row label={S.itemCouponDiscount} value={amount('totalItemCouponDiscountAmount')} minus />
        <Row label={S.cartCouponDiscount} value={amount('totalCartCouponDiscountAmount')} minus />
        <Row label={S.pointDiscount} value={amount('totalPointDiscountAmount')} minus />
        <div className="checkout-summary__total">
          <dt>{S.payAmount}</dt>
          <dd>{formatWon(price.orderPayAmount)}</dd>
        </div>
        {sheet.isLogin ? (
          <div className="checkout-summary__point">
            <dt>{S.earnPoint}</dt>
            <dd>{formatPoint(price.totalEarnPoint ?? 0)}</dd>
          </div>
        ) : null}
      </dl>
      <fieldset className="checkout-consents">
        <legend>{S.consents}</legend>
        <label className="checkout-choice">
          <input id={fieldId('privacyAgreed')} type="checkbox" checked={form.privacyAgreed} aria-invalid={invalid === 'privacyAgreed' || undefined} onChange={(e) => set('privacyAgreed', e.target.checked)} />
          {S.privacyConsent}
        </label>
        <label className="checkout-choice">
          <input id={fieldId('purchaseAgreed')} type="checkbox" checked={form.purchaseAgreed} aria-invalid={invalid === 'purchaseAgreed' || undefined} onChange={(e) => set('purchaseAgreed', e.target.checked)} />
          {S.purchaseConsent}
        </label>
      </fieldset>
      <Button size="lg" block onClick={onPay}>
        {payButtonLabel(price.orderPayAmount)}
      </Button>
      {pending ? (
        <p className="checkout-note" role="status">
          {S.recalculating}
        </p>
      ) : null}
    </aside>
  );
}
