import { memo, useState } from 'react';
import type { OrderSheet } from '@shop/api-client';
import { Button } from '@shop/ui';
import { formatDeduction, formatPoint, formatWon } from '@shop/validators';
import { checkoutMessages } from '../../../messages/checkout.ko.ts';
import { choiceOf, pointLimits, readPointInput, type BenefitChoice } from '../checkout-rules.ts';

const S = checkoutMessages.sheet;

type BenefitSectionProps = {
  sheet: OrderSheet;
  choice: BenefitChoice;
  /** Coupons changed (points reset after a confirm) or points changed. */
  onCoupons: (next: BenefitChoice) => void;
  onPoints: (usePoint: number) => void;
  disabled: boolean;
};

/**
 * 할인/포인트: 최대 혜택 as the server worked it out, line by line (and a button to apply it again), the cart coupon,
 * and points with "모두 사용" within the sheet's limits. Guests get neither coupons nor points.
 */
export const BenefitSection = memo(function BenefitSection({ sheet, choice, onCoupons, onPoints, disabled }: BenefitSectionProps) {
  const limits = pointLimits(sheet);
  const [typed, setTyped] = useState(String(choice.usePoint));
  const [message, setMessage] = useState<string | null>(null);
  // Points applied elsewhere (the server's answer, a coupon change) replace what was typed. Adjusted while
  // rendering, not in an effect: an effect would commit the sheet a second time in the same tap.
  const [shownPoint, setShownPoint] = useState(choice.usePoint);
  if (shownPoint !== choice.usePoint) {
    setShownPoint(choice.usePoint);
    setTyped(String(choice.usePoint));
  }

  if (!sheet.isLogin) {
    return (
      <section className="checkout-section" aria-labelledby="checkout-benefits">
        <h2 className="checkout-section__title" id="checkout-benefits">
          {S.benefits}
        </h2>
        <p className="checkout-note">{S.guestNoBenefit}</p>
      </section>
    );
  }

  const commitPoints = (text: string) => {
    const read = readPointInput(text, limits);
    setMessage(read.message);
    setTyped(String(read.usePoint));
    if (read.usePoint !== choice.usePoint) onPoints(read.usePoint);
  };
  const best = sheet.bestBenefit;

  return (
    <section className="checkout-section" aria-labelledby="checkout-benefits">
      <h2 className="checkout-section__title" id="checkout-benefits">
        {S.benefits}
      </h2>
      <div className="checkout-best" aria-labelledby="checkout-best-title">
        <p className="checkout-best__title" id="checkout-best-title">
          {best.explanation.length > 0 ? S.best : S.bestNone}
        </p>
        {best.explanation.length > 0 ? (
          <ul className="checkout-best__lines">
            {best.explanation.map((line, index) => (
              <li key={`${line.type}-${index}`}>
                <span>{line.label}</span> <strong>{formatDeduction(line.amount)}</strong>
              </li>
            ))}
          </ul>
        ) : null}
        {best.explanation.length > 0 ? (
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => onCoupons(choiceOf(best))}>
            {S.bestApply}
          </Button>
        ) : null}
      </div>
      {sheet.cartCoupons.length > 0 ? (
        <div className="checkout-field">
          <label className="checkout-field__label" htmlFor="checkout-cart-coupon">
            {S.cartCoupon}
          </label>
          <select
            id="checkout-cart-coupon"
            className="checkout-field__input"
            value={choice.cartCouponUserId === null ? '' : String(choice.cartCouponUserId)}
            disabled={disabled}
            onChange={(event) => onCoupons({ ...choice, cartCouponUserId: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">{S.noCartCoupon}</option>
            {sheet.cartCoupons.map((coupon) => (
              <option key={coupon.couponUserId} value={coupon.couponUserId}>
                {S.cartCouponOption(coupon.couponName, formatWon(coupon.discountAmount))}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="checkout-field">
        <label className="checkout-field__label" htmlFor="checkout-points">
          {S.usePoint} <span className="checkout-field__aside">{S.heldPoints(formatPoint(sheet.retentionPoint))}</span>
        </label>
        <div className="checkout-points">
          <input
            id="checkout-points"
            className="checkout-field__input"
            inputMode="numeric"
            value={typed}
            disabled={limits.held === 0}
            aria-describedby="checkout-points-rule"
            onChange={(event) => setTyped(event.target.value.replace(/[^\d]/g, ''))}
            onBlur={(event) => {
              if (event.target.value !== String(choice.usePoint)) commitPoints(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitPoints(event.currentTarget.value);
              }
            }}
          />
          <Button variant="outline" size="md" disabled={disabled || limits.max === 0} onClick={() => commitPoints(String(limits.max))}>
            {S.useAllPoints}
          </Button>
        </div>
        <p className="checkout-field__hint" id="checkout-points-rule">
          {S.pointRule(formatPoint(limits.min), formatPoint(limits.max))}
        </p>
        {message ? (
          <p className="checkout-field__error" role="status">
            {message}
          </p>
        ) : null}
      </div>
    </section>
  );
});
