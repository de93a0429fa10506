import * as v from 'valibot';
import { businessNumber, digits, email, field, maxLength, minLength, phoneNumber, required, VALIDATION_MESSAGES } from '@shop/validators';
import { consent, fields, id, int, list, oneOf, text, userInput, verbatimText } from '../define/fields.ts';
import { ORDER_INPUT_MESSAGES as M } from '../messages/ko.ts';

const required50 = () => userInput(field(required(), maxLength(50)), VALIDATION_MESSAGES.required);

/** A five-digit zipcode. */
export const zipcode = userInput(field(required(), digits(5)), VALIDATION_MESSAGES.required);

/** A phone number by the spec's rule ('휴대폰번호를 입력해주세요.' / '휴대폰번호를 정확히 입력해주세요.'). */
export const mobile = () => userInput(field(phoneNumber()), VALIDATION_MESSAGES.phoneEmpty);

/** Payment methods: 무통장입금 built in; the others through Toss Payments. */
export const PAYMENT_METHODS = ['bank', 'card', 'vbank', 'realtimebank', 'hp', 'easypay'] as const;
/** One of the payment methods. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who receives the parcel. */
export const ReceiverSchema = fields({
  receiveName: required50(),
  receiveMobile: mobile(),
  zipcode,
  address: userInput(field(required(), maxLength(200)), VALIDATION_MESSAGES.required),
  addressDetail: userInput(field(required(), maxLength(200)), VALIDATION_MESSAGES.required),
  memo: v.optional(text('memo', { max: 100 }), ''),
});

/** A guest's own details (members' come from their account). */
export const BuyerSchema = fields({
  userName: required50(),
  mobile: mobile(),
  email: userInput(field(required(), email(), maxLength(100)), VALIDATION_MESSAGES.required),
});

/** A guest's order password, asked again to look the order up. */
export const guestPassword = verbatimText(field(required(), minLength(4, M.guestPassword), maxLength(20, M.guestPassword)), VALIDATION_MESSAGES.required);

/** 현금영수증: none, personal (a phone number) or business (a business number), checked by the spec's rules. */
export const CashReceiptSchema = v.variant('receiptType', [
  fields({ receiptType: v.literal('NONE') }),
  fields({ receiptType: v.literal('PERSONAL'), receiptNumber: mobile() }),
  fields({ receiptType: v.literal('BUSINESS'), receiptNumber: userInput(field(required(), businessNumber()), VALIDATION_MESSAGES.businessNumber) }),
], VALIDATION_MESSAGES.default);

/** 무통장입금: which of the shop's accounts, who deposits, and the cash receipt. */
export const BankTransferSchema = fields({
  accountIndex: int('accountIndex', { min: 0, max: 20 }),
  depositorName: required50(),
  cashReceipt: v.optional(CashReceiptSchema, { receiptType: 'NONE' }),
});

/** The consents every order needs, and a guest's terms. */
export const consentEntries = {
  privacyAgreed: consent('privacyAgreed', M.privacyAgreement),
  purchaseAgreed: consent('purchaseAgreed', M.purchaseAgreement),
  guestTermsAgreed: v.optional(v.boolean(M.guestTerms)),
};

/** The payment method field. */
export const paymentMethod = oneOf('paymentMethod', PAYMENT_METHODS);

/** The order sheet a request works on (the id `POST /api/order/buy` answered). */
export const orderSheetId = text('orderSheetId', { min: 1, max: 64 });

/** Coupons and points the shopper chose; anything left out is not applied. */
export const benefitEntries = {
  itemCoupons: v.optional(list('itemCoupons', fields({ itemSequence: int('itemSequence', { min: 0, max: 999 }), couponUserId: id('couponUserId') }), { max: 100 })),
  cartCouponUserId: v.optional(v.nullable(id('cartCouponUserId'))),
  usePoint: v.optional(int('usePoint', { min: 0, max: 100_000_000 })),
};
