import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, int, labelOf, text } from '../define/fields.ts';
import { CONTRACT_MESSAGES } from '../messages/ko.ts';
import { OrderDetailSchema, OrderPlacedSchema, PaymentFailureSchema } from '../wire/order.ts';
import { BankTransferSchema, benefitEntries, BuyerSchema, consentEntries, guestPassword, orderSheetId, paymentMethod, ReceiverSchema } from './order-fields.ts';

const ownerErrors = ['SALESONID_REQUIRED', 'INVALID_SALESONID', 'INVALID_TOKEN'] as const;
const orderCode = text('orderCode', { min: 1, max: 40 });

/** Body of `POST /api/order/save`. */
const SaveOrderBodySchema = fields({
  orderSheetId,
  idempotencyKey: v.pipe(text('idempotencyKey', { min: 8, max: 64 }), v.regex(/^[A-Za-z0-9_-]+$/, CONTRACT_MESSAGES.invalid(labelOf('idempotencyKey')))),
  paymentMethod,
  expectedPayAmount: int('expectedPayAmount', { min: 0, max: 1_000_000_000 }),
  receiver: ReceiverSchema,
  buyer: v.optional(BuyerSchema),
  guestPassword: v.optional(guestPassword),
  bankTransfer: v.optional(BankTransferSchema),
  ...benefitEntries,
  ...consentEntries,
});
/** `POST /api/order/save` as a caller sends it. */
export type SaveOrderInput = v.InferInput<typeof SaveOrderBodySchema>;

/**
 * `POST /api/order/save`: places the order in one transaction with the server's prices. The same idempotency key
 * answers the same order; sold out or a changed price is a 409 and nothing is charged.
 */
export const saveOrderContract = defineContract({
  method: 'POST',
  path: '/api/order/save',
  body: SaveOrderBodySchema,
  answer: OrderPlacedSchema,
  errors: [...ownerErrors, 'ORDER_SHEET_NOT_FOUND', 'ORDER_SHEET_USED', 'IDEMPOTENCY_KEY_REUSED', 'ORDER_SOLD_OUT', 'ORDER_PRICE_CHANGED',
    'COUPON_NOT_USABLE', 'COUPON_DUPLICATED', 'COUPON_ALREADY_USED', 'POINT_NOT_USABLE', 'POINT_SHORTAGE', 'GUEST_BENEFIT_NOT_ALLOWED',
    'GUEST_INFO_REQUIRED', 'MEMBER_ONLY_ITEM', 'BANK_TRANSFER_REQUIRED', 'PAYMENT_NOT_CONFIGURED'],
  ownership: 'owned',
  sample: {
    member: true,
    body: {
      orderSheetId: 'unknown-order-sheet', idempotencyKey: 'contract-sample-key', paymentMethod: 'bank', expectedPayAmount: 1000,
      receiver: { receiveName: 'Kim', receiveMobile: '01012345678', zipcode: '06236', address: 'Teheran-ro 1', addressDetail: '101', memo: '' },
      bankTransfer: { accountIndex: 0, depositorName: 'Kim' }, privacyAgreed: true, purchaseAgreed: true,
    },
  },
});

/** `POST /api/order/toss/confirm`: the server confirms a Toss Payments payment after checking its amount. */
export const confirmTossPaymentContract = defineContract({
  method: 'POST',
  path: '/api/order/toss/confirm',
  body: fields({ orderCode, paymentKey: text('paymentKey', { min: 1, max: 200 }), amount: int('amount', { min: 0, max: 1_000_000_000 }) }),
  answer: OrderDetailSchema,
  errors: [...ownerErrors, 'ORDER_NOT_FOUND', 'PAYMENT_AMOUNT_MISMATCH', 'PAYMENT_NOT_PENDING', 'PAYMENT_FAILED', 'PAYMENT_NOT_CONFIGURED', 'PAYMENT_REFUNDED', 'PAYMENT_REFUND_PENDING'],
  ownership: { notOwned: 'Toss confirms the payment key and amount server to server' },
  sample: { member: true, body: { orderCode: 'ONOSUCHORDER', paymentKey: 'payment-key', amount: 1000 } },
});

/** `POST /api/order/toss/fail`: Toss sent the shopper back with an error code; its Korean message, and the unpaid order is cancelled. */
export const failTossPaymentContract = defineContract({
  method: 'POST',
  path: '/api/order/toss/fail',
  body: fields({ orderCode, code: text('code', { min: 1, max: 100 }) }),
  answer: PaymentFailureSchema,
  errors: [...ownerErrors, 'ORDER_NOT_FOUND'],
  ownership: { notOwned: 'only an unpaid order\'s own pending payment' },
  sample: { member: true, body: { orderCode: 'ONOSUCHORDER', code: 'userCancel' } },
});

/**
 * `POST /api/order/cancel`: an unpaid order is cancelled at once (stock, coupons and points given back); a paid one
 * is refused (409) in favour of 취소신청 (`POST /api/order/cancel-apply`, with the reason and refund account), as is
 * anything later.
 */
export const cancelOrderContract = defineContract({
  method: 'POST',
  path: '/api/order/cancel',
  body: fields({ orderCode }),
  answer: OrderDetailSchema,
  errors: [...ownerErrors, 'ORDER_NOT_FOUND', 'ORDER_NOT_CANCELLABLE'],
  ownership: 'owned',
  sample: { member: true, body: { orderCode: 'ONOSUCHORDER' } },
});

/** `GET /api/order/detail?orderCode=`: one of the member's own orders. */
export const getOrderDetailContract = defineContract({
  method: 'GET',
  path: '/api/order/detail',
  access: 'member',
  query: fields({ orderCode }),
  answer: OrderDetailSchema,
  errors: ['UNAUTHORIZED', 'INVALID_TOKEN', 'ORDER_NOT_FOUND'],
  ownership: 'owned',
  sample: { member: true, query: { orderCode: 'ONOSUCHORDER' } },
});

/** `POST /api/order/guest/detail`: a guest's order, by its number and password. */
export const getGuestOrderContract = defineContract({
  method: 'POST',
  path: '/api/order/guest/detail',
  body: fields({ orderCode, guestPassword }),
  answer: OrderDetailSchema,
  errors: ['ORDER_NOT_FOUND'],
  ownership: { notOwned: 'order code and guest password' },
  sample: { body: { orderCode: 'ONOSUCHORDER', guestPassword: '1234' } },
});
