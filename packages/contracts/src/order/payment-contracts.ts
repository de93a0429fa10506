import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, int, oneOf, text, verbatimText } from '../define/fields.ts';
import { OrderDetailSchema } from '../wire/order.ts';

const ownerErrors = ['SALESONID_REQUIRED', 'INVALID_SALESONID', 'INVALID_TOKEN'] as const;
const orderCode = text('orderCode', { min: 1, max: 40 });

/** Toss's method names the built-in test payment window authorizes. */
const TEST_PAYMENT_METHODS = ['CARD', 'EASY_PAY', 'VIRTUAL_ACCOUNT', 'TRANSFER'] as const;
/** The easy-pay providers offered: 카카오페이, 네이버페이, 토스페이. */
const EASY_PAY_PROVIDERS = ['KAKAOPAY', 'NAVERPAY', 'TOSSPAY'] as const;

/**
 * `POST /api/payment/test/authorize`: the built-in test payment window's "결제 승인" (only without Toss keys). Records
 * what the shopper chose (instalment months, easy-pay provider, bank) for the shopper's own order waiting for its
 * payment, and answers the payment key the window hands to the success URL, as Toss's window does.
 */
export const authorizeTestPaymentContract = defineContract({
  method: 'POST',
  path: '/api/payment/test/authorize',
  body: fields({
    orderCode,
    method: oneOf('testMethod', TEST_PAYMENT_METHODS),
    installmentMonths: v.optional(int('installmentMonths', { min: 0, max: 12 })),
    easyPayProvider: v.optional(oneOf('easyPayProvider', EASY_PAY_PROVIDERS)),
    bankCode: v.optional(v.pipe(text('bankCode', { min: 2, max: 2 }), v.regex(/^\d\d$/))),
  }),
  answer: v.object({ paymentKey: v.string() }),
  errors: [...ownerErrors, 'ORDER_NOT_FOUND', 'PAYMENT_NOT_PENDING', 'PAYMENT_NOT_CONFIGURED'],
  ownership: 'owned',
  sample: { member: true, body: { orderCode: 'ONOSUCHORDER', method: 'CARD', installmentMonths: 0 } },
});

/**
 * `POST /api/payment/test/deposit`: simulates the deposit into a virtual account the test gateway issued for the
 * shopper's own order (only without Toss keys). The order then goes through the same check as Toss's deposit
 * notice (the payment is read back from the gateway) and becomes 결제완료 once.
 */
export const depositTestPaymentContract = defineContract({
  method: 'POST',
  path: '/api/payment/test/deposit',
  body: fields({ orderCode }),
  answer: OrderDetailSchema,
  errors: [...ownerErrors, 'ORDER_NOT_FOUND', 'PAYMENT_NOT_PENDING', 'PAYMENT_NOT_CONFIGURED', 'PAYMENT_GATEWAY_UNAVAILABLE'],
  ownership: 'owned',
  sample: { member: true, body: { orderCode: 'ONOSUCHORDER' } },
});

/**
 * `POST /api/payment/toss/webhook`: Toss Payments' notices (a virtual account's DEPOSIT_CALLBACK with `orderId` at
 * the top, or PAYMENT_STATUS_CHANGED with the payment in `data`). Never believed as sent: the payment is read back
 * from Toss's API and only what Toss answers moves the order (입금대기 → 결제완료, once). Answers 200 for whatever
 * it could not use, so Toss stops retrying.
 */
export const tossWebhookContract = defineContract({
  method: 'POST',
  path: '/api/payment/toss/webhook',
  body: v.object({
    // Toss's own ids, kept exactly as sent (verbatimText: no one's typed text).
    orderId: v.optional(verbatimText(v.string())),
    eventType: v.optional(verbatimText(v.string())),
    data: v.optional(v.object({ orderId: v.optional(verbatimText(v.string())), paymentKey: v.optional(verbatimText(v.string())) })),
  }),
  answer: v.object({ status: v.number(), message: v.string() }),
  errors: ['PAYMENT_GATEWAY_UNAVAILABLE'],
  ownership: { notOwned: 'Toss\'s notice: never believed, the payment is read back from Toss\'s API' },
  sample: { body: { orderId: 'ONOSUCHORDER', eventType: 'DEPOSIT_CALLBACK' } },
});
