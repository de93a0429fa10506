import type { CallErrorCode, OrderSheet, SaveOrderInput } from '@shop/api-client';
import { normalizePhoneNumber } from '@shop/validators';
import type { BenefitChoice, CheckoutForm } from './checkout-rules.ts';

/** Codes of `POST /api/order/save` after which the sheet is loaded again (stock, prices or benefits changed meanwhile). */
export const REFRESH_CODES: readonly CallErrorCode<'POST /api/order/save'>[] = [
  'ORDER_SOLD_OUT', 'ORDER_PRICE_CHANGED', 'COUPON_NOT_USABLE', 'COUPON_ALREADY_USED', 'COUPON_DUPLICATED', 'POINT_NOT_USABLE', 'POINT_SHORTAGE',
];

/**
 * The body of `POST /api/order/save` from the sheet: the receiver, the buyer and order password of a guest, the
 * shopper's coupons and points (none for guests), the payment (무통장입금 details only for a bank transfer that
 * has something to pay), the consents, and the amount the shopper saw (the server refuses another one).
 */
export function saveInput(form: CheckoutForm, memo: string, choice: BenefitChoice, sheet: OrderSheet, idempotencyKey: string, guestAgreed: boolean): SaveOrderInput {
  const payAmount = sheet.orderPrice.orderPayAmount;
  const receiptNumber = form.receiptType === 'PERSONAL' ? normalizePhoneNumber(form.receiptNumber) : form.receiptNumber.replace(/-/g, '');
  const bank = form.paymentMethod === 'bank' && payAmount > 0;
  const input: SaveOrderInput = {
    orderSheetId: sheet.orderSheetId,
    idempotencyKey,
    paymentMethod: (payAmount === 0 ? 'bank' : form.paymentMethod) as SaveOrderInput['paymentMethod'],
    expectedPayAmount: payAmount,
    receiver: {
      receiveName: form.receiveName.trim(), receiveMobile: form.receiveMobile.trim(), zipcode: form.zipcode.trim(), address: form.address.trim(),
      addressDetail: form.addressDetail.trim(), memo: memo.trim().slice(0, 100),
    },
    // formProblem refused the sheet unless both were ticked.
    privacyAgreed: form.privacyAgreed as true,
    purchaseAgreed: form.purchaseAgreed as true,
  };
  if (sheet.isLogin) Object.assign(input, { itemCoupons: choice.itemCoupons, cartCouponUserId: choice.cartCouponUserId, usePoint: choice.usePoint });
  else Object.assign(input, { buyer: { userName: form.buyerName.trim(), mobile: form.buyerMobile.trim(), email: form.buyerEmail.trim() }, guestPassword: form.guestPassword, guestTermsAgreed: guestAgreed });
  if (bank) {
    input.bankTransfer = {
      accountIndex: Number(form.accountIndex), depositorName: form.depositorName.trim(),
      cashReceipt: form.receiptType === 'NONE' ? { receiptType: 'NONE' } : { receiptType: form.receiptType, receiptNumber },
    };
  }
  return input;
}
