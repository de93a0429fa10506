import { useCallback, useRef, useState } from 'react';
import { nanoid } from 'nanoid';
import { callContract } from '@shop/api-client';
import type { OrderPlaced } from '@shop/api-client';
import { useNavigate, useRevalidator } from '@shop/router';
import { useDialog } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { useClientApi } from '@shop/ui/client-api';
import { checkoutMessages } from '../../../messages/checkout.ko.ts';
import type { CheckoutData } from '../api/load-checkout.ts';
import { submitOrder } from '../api/submit-order.ts';
import { formProblem, withField, withItemCoupon, type BenefitChoice, type CheckoutForm } from '../checkout-rules.ts';
import { openPaymentWindow } from '../payment/payment-window.ts';
import { saveInput } from '../save-input.ts';
import { useSheetPricing } from '../use-sheet-pricing.ts';
import { useStableCallback } from '../../../lib/use-stable-callback.ts';
import { BenefitSection } from './benefit-section.tsx';
import { BuyerSection } from './buyer-section.tsx';
import { ItemsSection } from './items-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import { PriceSummary } from './price-summary.tsx';
import { ReceiverSection } from './receiver-section.tsx';
import { fieldId } from './text-field.tsx';

const S = checkoutMessages.sheet;

/** The state the completion page reads when the sheet placed the order itself. */
export type CompleteState = { placed: OrderPlaced };

function initialForm(data: CheckoutData): CheckoutForm {
  const { sheet } = data;
  const address = sheet.userDeliveryList[0];
  const buyerName = sheet.buyer?.userName ?? '';
  return {
    buyerName: '', buyerMobile: '', buyerEmail: '', guestPassword: '', guestPasswordConfirm: '', sameAsBuyer: false,
    receiveName: address?.userName ?? buyerName, receiveMobile: address?.mobile ?? sheet.buyer?.mobile ?? '', zipcode: address?.zipcode ?? '',
    address: address?.address ?? '', addressDetail: address?.addressDetail ?? '',
    paymentMethod: sheet.paymentMethods.length === 1 ? (sheet.paymentMethods[0] ?? '') : '', accountIndex: sheet.bankAccounts.length > 0 ? '0' : '',
    depositorName: buyerName, receiptType: 'NONE', receiptNumber: '',
    // A member without saved addresses keeps the one typed here for next time unless they untick it.
    privacyAgreed: false, purchaseAgreed: false, saveToAddressBook: sheet.isLogin && sheet.userDeliveryList.length === 0,
  };
}

/**
 * The order sheet: buyer (guests), receiver, items with coupons, benefits, payment, the price breakdown and the
 * consents. "{금액}원 결제하기" checks the form, places the order once (a second click says "결제가 진행중입니다.")
 * with an idempotency key made by nanoid, then shows the completion page or opens the payment window.
 */
export function CheckoutView({ data }: { data: CheckoutData }) {
  const api = useClientApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { alert, confirm, dialog } = useDialog();
  const pricing = useSheetPricing(data.sheet, api);
  const { sheet, choice } = pricing;
  const [form, setForm] = useState(() => initialForm(data));
  const [memo, setMemo] = useState<{ preset: string; custom: string }>({ preset: S.memoPresets[0], custom: '' });
  const [invalid, setInvalid] = useState<keyof CheckoutForm | null>(null);
  const paying = useRef(false);
  const idempotencyKey = useRef(nanoid());

  // Stable: the sections that do not read the form (items, benefits) are memoised and skip a typed field.
  const set = useCallback(<K extends keyof CheckoutForm>(field: K, value: CheckoutForm[K]) => {
    setForm((current) => withField(current, field, value));
    setInvalid((current) => (current === field ? null : current));
  }, []);

  const changeCoupons = async (next: BenefitChoice) => {
    if (choice.usePoint > 0) {
      if (!(await confirm(S.couponResetConfirm))) return;
      pricing.apply({ ...next, usePoint: 0 });
      return;
    }
    pricing.apply(next);
  };

  const onCoupon = useStableCallback((line: number, coupon: number | null) => void changeCoupons(withItemCoupon(choice, line, coupon)));
  const onCoupons = useStableCallback((next: BenefitChoice) => void changeCoupons(next));
  const onZipcode = useStableCallback((value: string) => pricing.changeZipcode(value));
  const onPoints = useStableCallback((usePoint: number) => pricing.apply({ ...choice, usePoint }));

  const pay = async () => {
    if (paying.current) {
      await alert(S.paying);
      return;
    }
    const payAmount = sheet.orderPrice.orderPayAmount;
    const problem = formProblem(form, { isLogin: sheet.isLogin, payAmount });
    if (problem) {
      setInvalid(problem.field);
      await alert(problem.message);
      document.getElementById(fieldId(problem.field))?.focus();
      return;
    }
    if (pricing.pending) return;
    paying.current = true;
    const memoText = memo.preset === S.memoPresets[0] ? memo.custom : memo.preset;
    const outcome = await submitOrder(api, saveInput(form, memoText, choice, sheet, idempotencyKey.current, data.guestAgreed));
    // The order is placed: its new receiver also joins the address book when the member asked (a failure there
    // never stands in the way of the order).
    if (sheet.isLogin && form.saveToAddressBook && (outcome.kind === 'complete' || outcome.kind === 'toss')) {
      await callContract(api, 'POST /api/shipping', { body: { userName: form.receiveName, mobile: form.receiveMobile, zipcode: form.zipcode, address: form.address, addressDetail: form.addressDetail } })
        .catch(() => undefined);
    }
    if (outcome.kind === 'complete') {
      await navigate(paths.complete.getHref(outcome.placed.orderCode), { state: { placed: outcome.placed, detail: outcome.detail } });
      return;
    }
    if (outcome.kind === 'toss' && outcome.placed.toss) {
      const toss = outcome.placed.toss;
      const origin = window.location.origin;
      const orderCode = outcome.placed.orderCode;
      try {
        await openPaymentWindow({
          ...toss,
          // The built-in test gateway authorizes what the shopper picks in its window (no Toss keys).
          ...(toss.pgType === 'TEST' ? { authorize: async (choice) => (await callContract(api, 'POST /api/payment/test/authorize', { body: { orderCode, ...choice } })).paymentKey } : {}),
          successUrl: `${origin}${paths.complete.getHref(outcome.placed.orderCode)}&sheet=${encodeURIComponent(sheet.orderSheetId)}`,
          failUrl: `${origin}${paths.checkout.getHref(sheet.orderSheetId, { guest: data.guestAgreed })}`,
        });
      } catch {
        // The window never opened: cancel the unpaid order (its sheet opens again) and let the shopper try again.
        await callContract(api, 'POST /api/order/toss/fail', { body: { orderCode: outcome.placed.orderCode, code: 'PAY_PROCESS_ABORTED' } }).catch(() => undefined);
        idempotencyKey.current = nanoid();
        paying.current = false;
        await alert(S.paymentSdkFailed);
      }
      return;
    }
    paying.current = false;
    if (outcome.kind === 'toss') return;
    // A refused placement used its key; the next try is a new placement.
    idempotencyKey.current = nanoid();
    await alert(outcome.message);
    if (outcome.kind === 'refresh') await revalidator.revalidate();
  };

  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        {data.notice ? (
          <p className="checkout-notice" role="alert">
            {data.notice}
          </p>
        ) : null}
        {pricing.error ? (
          <p className="checkout-notice" role="alert">
            {pricing.error}
          </p>
        ) : null}
        <BuyerSection sheet={sheet} form={form} set={set} invalid={invalid} />
        <ReceiverSection sheet={sheet} form={form} set={set} invalid={invalid} memo={memo} onMemo={setMemo} onZipcode={onZipcode} />
        <ItemsSection sheet={sheet} choice={choice} disabled={pricing.pending} onCoupon={onCoupon} />
        <BenefitSection sheet={sheet} choice={choice} disabled={pricing.pending} onCoupons={onCoupons} onPoints={onPoints} />
        <PaymentSection sheet={sheet} form={form} set={set} invalid={invalid} depositDeadline={data.depositDeadline} />
      </div>
      <PriceSummary sheet={sheet} form={form} set={set} invalid={invalid} pending={pricing.pending} onPay={() => void pay()} />
      {dialog}
    </div>
  );
}
