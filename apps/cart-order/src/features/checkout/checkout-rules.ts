import type { AppliedBenefit, BuyItem, OrderSheet } from '@shop/api-client';
import { formatNumber, formatPoint, formatWon, isBusinessNumber, isEmail, isPhoneNumber, POINT_UNIT, VALIDATION_MESSAGES } from '@shop/validators';
import { checkoutMessages } from '../../messages/checkout.ko.ts';

const S = checkoutMessages.sheet;

/** Coupons and points the shopper chose on the sheet (what `/api/order/calculate` and `/api/order/save` take). */
export type BenefitChoice = { itemCoupons: { itemSequence: number; couponUserId: number }[]; cartCouponUserId: number | null; usePoint: number };

/** The choice the server applied (the sheet opens with 최대 혜택). */
export function choiceOf(applied: AppliedBenefit): BenefitChoice {
  return {
    itemCoupons: applied.itemCoupons.map(({ itemSequence, couponUserId }) => ({ itemSequence, couponUserId })),
    cartCouponUserId: applied.cartCouponUserId,
    usePoint: applied.usePoint,
  };
}

/**
 * Puts `couponUserId` on the line `itemSequence` (null takes the line's coupon off). A coupon is used on one line
 * only: picking it here takes it off any other line.
 */
export function withItemCoupon(choice: BenefitChoice, itemSequence: number, couponUserId: number | null): BenefitChoice {
  const others = choice.itemCoupons.filter((c) => c.itemSequence !== itemSequence && c.couponUserId !== couponUserId);
  const itemCoupons = couponUserId === null ? others : [...others, { itemSequence, couponUserId }];
  return { ...choice, itemCoupons: itemCoupons.sort((a, b) => a.itemSequence - b.itemSequence) };
}

/** One option of a line's coupon select. */
export type CouponOption = { couponUserId: number; label: string; usedElsewhere: boolean };

/** The coupons a line may take; one applied to another line is marked (and disabled in the select). */
export function couponOptions(line: Pick<BuyItem, 'itemSequence' | 'itemCoupons'>, choice: BenefitChoice): CouponOption[] {
  return (line.itemCoupons ?? []).map((coupon) => ({
    couponUserId: coupon.couponUserId,
    label: S.couponOption(coupon.couponName, formatWon(coupon.discountAmount), coupon.couponConcurrently === '1'),
    usedElsewhere: choice.itemCoupons.some((c) => c.couponUserId === coupon.couponUserId && c.itemSequence !== line.itemSequence),
  }));
}

/** The coupon applied to a line, if any. */
export function couponOfLine(choice: BenefitChoice, itemSequence: number): number | null {
  return choice.itemCoupons.find((c) => c.itemSequence === itemSequence)?.couponUserId ?? null;
}

/** Point limits of the sheet as the server priced it. */
export type PointLimits = { held: number; max: number; min: number };

/** The limits of the sheet's answer. */
export function pointLimits(sheet: Pick<OrderSheet, 'retentionPoint' | 'maxUsablePoint' | 'config'>): PointLimits {
  return { held: sheet.retentionPoint, max: sheet.maxUsablePoint, min: sheet.config.pointUseMin };
}

/**
 * Reads the typed points: digits only, at most the sheet's limit ("모두 사용" passes the limit), rounded down to
 * 100, 0 below the minimum. A message tells the shopper when the number was changed.
 */
export function readPointInput(text: string, limits: PointLimits): { usePoint: number; message: string | null } {
  const typed = Number(text.replace(/[^\d]/g, '') || '0');
  if (typed === 0) return { usePoint: 0, message: null };
  if (typed < limits.min || limits.max < limits.min) return { usePoint: 0, message: S.pointTooSmall(formatPoint(limits.min)) };
  const usePoint = Math.floor(Math.min(typed, limits.max) / POINT_UNIT) * POINT_UNIT;
  return { usePoint, message: usePoint === typed ? null : S.pointAdjusted(formatPoint(limits.max)) };
}

/** The submit button: "{금액}원 결제하기". */
export function payButtonLabel(amount: number): string {
  return S.payButton(formatNumber(amount));
}

/** What the shopper typed on the sheet. */
export type CheckoutForm = {
  buyerName: string;
  buyerMobile: string;
  buyerEmail: string;
  guestPassword: string;
  /** The order password typed a second time (the spec's `confirmed` rule). */
  guestPasswordConfirm: string;
  /** A guest's "주문자 정보와 동일": the receiver's name and phone follow the buyer's. */
  sameAsBuyer: boolean;
  receiveName: string;
  receiveMobile: string;
  zipcode: string;
  address: string;
  addressDetail: string;
  paymentMethod: string;
  accountIndex: string;
  depositorName: string;
  receiptType: 'NONE' | 'PERSONAL' | 'BUSINESS';
  receiptNumber: string;
  privacyAgreed: boolean;
  purchaseAgreed: boolean;
  /** A member's new receiver address also goes into the address book (after the order is placed). */
  saveToAddressBook: boolean;
};

/** A field of the form with the Korean message to show. */
export type FormProblem = { field: keyof CheckoutForm; message: string };

const blank = (value: string) => value.trim() === '';

/**
 * The first problem of the form, in the order of the page (buyer, receiver, payment, consents), or null. Uses the
 * spec's rules and messages (phone, e-mail, business number; the consents' own messages).
 */
export function formProblem(form: CheckoutForm, context: { isLogin: boolean; payAmount: number }): FormProblem | null {
  const required = (field: keyof CheckoutForm, label: string): FormProblem | null =>
    blank(String(form[field])) ? { field, message: checkoutMessages.problems.required(label) } : null;
  const phone = (field: 'buyerMobile' | 'receiveMobile' | 'receiptNumber'): FormProblem | null => {
    const value = form[field];
    if (blank(value)) return { field, message: VALIDATION_MESSAGES.phoneEmpty };
    return isPhoneNumber(value) ? null : { field, message: VALIDATION_MESSAGES.phoneInvalid };
  };
  const checks: (() => FormProblem | null)[] = [];
  if (!context.isLogin) {
    checks.push(
      () => required('buyerName', S.buyerName),
      () => phone('buyerMobile'),
      () => required('buyerEmail', S.buyerEmail) ?? (isEmail(form.buyerEmail.trim()) ? null : { field: 'buyerEmail', message: VALIDATION_MESSAGES.email }),
      () => {
        const length = form.guestPassword.length;
        return length >= 4 && length <= 20 ? null : { field: 'guestPassword', message: checkoutMessages.problems.guestPassword };
      },
      () => (form.guestPasswordConfirm === form.guestPassword ? null : { field: 'guestPasswordConfirm', message: VALIDATION_MESSAGES.confirmed }),
    );
  }
  checks.push(
    () => required('receiveName', S.receiveName),
    () => phone('receiveMobile'),
    () => (/^\d{5}$/.test(form.zipcode.trim()) ? null : { field: 'zipcode', message: blank(form.zipcode) ? checkoutMessages.problems.required(S.zipcode) : VALIDATION_MESSAGES.digits(5) }),
    () => required('address', S.address),
    () => required('addressDetail', S.addressDetail),
  );
  if (context.payAmount > 0) {
    checks.push(() => (form.paymentMethod ? null : { field: 'paymentMethod', message: checkoutMessages.problems.chooseMethod }));
    if (form.paymentMethod === 'bank') {
      checks.push(
        () => (form.accountIndex === '' ? { field: 'accountIndex', message: checkoutMessages.problems.chooseAccount } : null),
        () => required('depositorName', S.depositorName),
        () => {
          if (form.receiptType === 'PERSONAL') return phone('receiptNumber');
          if (form.receiptType === 'BUSINESS' && !isBusinessNumber(form.receiptNumber.replace(/-/g, ''))) return { field: 'receiptNumber', message: VALIDATION_MESSAGES.businessNumber };
          return null;
        },
      );
    }
  }
  checks.push(
    () => (form.privacyAgreed ? null : { field: 'privacyAgreed', message: checkoutMessages.problems.privacy }),
    () => (form.purchaseAgreed ? null : { field: 'purchaseAgreed', message: checkoutMessages.problems.purchase }),
  );
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

/**
 * The form after the shopper set `field` to `value`, with what follows from it: while "주문자 정보와 동일" is on, the
 * receiver's name and phone are the buyer's; 입금자명 follows the buyer's name until the shopper types another one.
 */
export function withField<K extends keyof CheckoutForm>(form: CheckoutForm, field: K, value: CheckoutForm[K]): CheckoutForm {
  const next = { ...form, [field]: value };
  if (field === 'buyerName' && form.depositorName.trim() === form.buyerName.trim()) next.depositorName = String(value);
  if (next.sameAsBuyer && (field === 'sameAsBuyer' || field === 'buyerName' || field === 'buyerMobile')) {
    next.receiveName = next.buyerName;
    next.receiveMobile = next.buyerMobile;
  }
  // Typing another receiver ends "주문자 정보와 동일".
  if ((field === 'receiveName' || field === 'receiveMobile') && form.sameAsBuyer && value !== (field === 'receiveName' ? form.buyerName : form.buyerMobile)) next.sameAsBuyer = false;
  return next;
}
