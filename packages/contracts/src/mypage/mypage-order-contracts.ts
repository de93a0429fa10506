import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { CONTRACT_MESSAGES } from '../messages/ko.ts';
import { MYPAGE_INPUT_MESSAGES as MI, MYPAGE_LABELS as ML } from '../messages/mypage.ko.ts';
import { fields, int, list, oneOf, pageNumber, text, TRIM } from '../define/fields.ts';
import { OrderDetailSchema } from '../wire/order.ts';
import {
  GuestOrdersSchema, GuestTokenSchema, MypageDashboardSchema, OrderClaimListSchema, OrderListSchema, RefundPreviewSchema,
} from '../wire/mypage.ts';
import { guestPassword } from '../order/order-fields.ts';
import { PHOTO_PATH } from '../define/upload-fields.ts';
import { CLAIM_REASON_IDS, CLAIM_TYPES } from '@shop/validators';

const shopperErrors = ['UNAUTHORIZED', 'INVALID_TOKEN'] as const;
const orderCode = text('orderCode', { min: 1, max: 40 });
const date = (label: string) => v.optional(v.pipe(text({ label }, { max: 10 }), v.regex(/^(\d{4}-\d{2}-\d{2})?$/, CONTRACT_MESSAGES.invalid(label))), '');
const size = (max: number, fallback: number) => v.optional(int({ label: ML.size }, { min: 1, max }), fallback);

/** `GET /api/order`: the shopper's orders, newest first, within a period (yyyy-MM-dd, Asia/Seoul), by item name, or one by its number. */
export const getOrdersContract = defineContract({
  method: 'GET',
  path: '/api/order',
  access: 'member',
  query: fields({
    page: pageNumber(), size: size(50, 10), searchStartDate: date(ML.startDate), searchEndDate: date(ML.endDate),
    query: v.optional(text({ label: ML.keyword }, { max: 50 }), ''), statusType: v.optional(text({ label: ML.orderStatus }, { max: 30 }), ''),
    orderCode: v.optional(text('orderCode', { max: 40 }), ''),
  }),
  answer: OrderListSchema,
  errors: shopperErrors,
  ownership: 'owned',
  sample: { member: true, query: { page: 1, size: 5, searchStartDate: '2026-01-01', searchEndDate: '2026-12-31', query: '', statusType: '', orderCode: '' } },
});

/** `GET /api/mypage`: the dashboard (grade, points, coupons, wishlist, order counts, latest orders and wishes). */
export const getMypageContract = defineContract({
  method: 'GET', path: '/api/mypage', access: 'member', answer: MypageDashboardSchema, errors: shopperErrors,
  sample: { member: true },
});

const claimType = oneOf({ label: ML.claimType }, CLAIM_TYPES);
const claimReason = oneOf({ label: ML.reason }, CLAIM_REASON_IDS);
const claimReasonText = v.optional(text({ label: ML.reasonText }, { max: 500 }), '');
const refundEntries = {
  returnBankName: v.optional(text({ label: ML.bank }, { max: 20 }), ''),
  returnBankInName: v.optional(text({ label: ML.bankInName }, { max: 30 }), ''),
  returnVirtualNo: v.optional(v.pipe(text({ label: ML.accountNo }, { max: 20 }), v.regex(/^[0-9-]*$/, MI.accountDigits)), ''),
};

/** The lines (by item sequence) and pieces a claim takes; left out or empty, every piece still in the order. */
const claimItems = v.optional(list({ label: ML.items }, v.object({
  itemSequence: int({ label: ML.items }, { min: 0, max: 1000 }), quantity: int({ label: ML.quantity }, { min: 1, max: 9999 }),
}), { max: 100 }), []);

/** `POST /api/order/refund-amount`: what a cancel or return of the chosen pieces (all when none) would refund (live preview). */
export const refundPreviewContract = defineContract({
  method: 'POST',
  path: '/api/order/refund-amount',
  body: fields({ orderCode, claimType, claimReason: v.optional(claimReason, 'CHANGE_OF_MIND'), claimItems }),
  answer: RefundPreviewSchema,
  errors: [...shopperErrors, 'ORDER_NOT_FOUND', 'CLAIM_NOT_ALLOWED'],
  ownership: 'owned',
  sample: { member: true, body: { orderCode: 'ONOSUCHORDER', claimType: 'CANCEL', claimItems: [{ itemSequence: 0, quantity: 1 }] } },
});

/** `POST /api/order/cancel-apply`: asks to cancel a paid order not yet shipped (reason, refund account when needed). */
export const cancelApplyContract = defineContract({
  method: 'POST',
  path: '/api/order/cancel-apply',
  body: fields({ orderCode, claimReason, claimReasonText, claimItems, ...refundEntries }),
  answer: OrderDetailSchema,
  errors: [...shopperErrors, 'ORDER_NOT_FOUND', 'CLAIM_NOT_ALLOWED', 'CLAIM_INPUT_REQUIRED'],
  ownership: 'owned',
  sample: { member: true, body: { orderCode: 'ONOSUCHORDER', claimReason: 'CHANGE_OF_MIND' } },
});

const returnEntries = {
  orderCode, claimReason, claimReasonText, claimItems,
  shippingAskType: oneOf({ label: ML.shippingAskType }, ['1', '2']),
  shippingCompanyName: v.optional(text({ label: ML.company }, { max: 30 }), ''),
  shippingNumber: v.optional(v.pipe(text({ label: ML.shippingNumber }, { max: 30 }), v.regex(/^[0-9-]*$/, MI.shippingNumber)), ''),
  // The sender (반송지): the API requires it for a pickup (회수요청) with the spec's messages ('반송지 정보를
  // 입력해주세요.', the phone rule); a parcel the shopper ships needs none.
  senderName: v.optional(text({ label: ML.senderName }, { max: 50 }), ''),
  senderMobile: v.optional(text({ label: ML.senderMobile }, { max: 20 }), ''),
  senderZipcode: v.optional(v.pipe(text({ label: ML.zipcode }, { max: 5 }), v.regex(/^(\d{5})?$/, CONTRACT_MESSAGES.invalid(ML.zipcode))), ''),
  senderAddress: v.optional(text({ label: ML.address }, { max: 200 }), ''),
  senderAddressDetail: v.optional(text({ label: ML.addressDetail }, { max: 200 }), ''),
  images: v.optional(list({ label: ML.photo }, v.pipe(v.string(), TRIM, v.regex(PHOTO_PATH, MI.photo)), { max: 4 }), []),
};

/** A valid return or exchange request (the sender's pick-up details), for the API's contract tests of both. */
const returnRequestSample = {
  member: true,
  body: {
    orderCode: 'ONOSUCHORDER', claimReason: 'DEFECT', shippingAskType: '1',
    senderName: 'Kim Demo', senderMobile: '01012345678', senderZipcode: '06236', senderAddress: 'Teheran-ro 1, Gangnam-gu, Seoul',
  },
} as const;

/** `POST /api/order/return-apply`: asks to return a delivered order (reason, photos, pickup or self-ship, refund account). */
export const returnApplyContract = defineContract({
  method: 'POST',
  path: '/api/order/return-apply',
  body: fields({ ...returnEntries, ...refundEntries }),
  answer: OrderDetailSchema,
  errors: [...shopperErrors, 'ORDER_NOT_FOUND', 'CLAIM_NOT_ALLOWED', 'CLAIM_INPUT_REQUIRED'],
  ownership: 'owned',
  sample: returnRequestSample,
});

/**
 * Where an exchange's replacement goes: left out (all empty), the order's own receiver; otherwise the API requires
 * the name, a phone by the spec's rule, the zipcode and the address.
 */
const exchangeReceiverEntries = {
  exchangeReceiveName: v.optional(text({ label: ML.exchangeReceiveName }, { max: 50 }), ''),
  exchangeReceiveMobile: v.optional(text({ label: ML.exchangeReceiveMobile }, { max: 20 }), ''),
  exchangeZipcode: v.optional(v.pipe(text({ label: ML.zipcode }, { max: 5 }), v.regex(/^(\d{5})?$/, CONTRACT_MESSAGES.invalid(ML.zipcode))), ''),
  exchangeAddress: v.optional(text({ label: ML.address }, { max: 200 }), ''),
  exchangeAddressDetail: v.optional(text({ label: ML.addressDetail }, { max: 200 }), ''),
};

/** `POST /api/order/exchange-apply`: asks to exchange a delivered order (and where the replacement goes). */
export const exchangeApplyContract = defineContract({
  method: 'POST',
  path: '/api/order/exchange-apply',
  body: fields({ ...returnEntries, ...exchangeReceiverEntries }),
  answer: OrderDetailSchema,
  errors: [...shopperErrors, 'ORDER_NOT_FOUND', 'CLAIM_NOT_ALLOWED', 'CLAIM_INPUT_REQUIRED'],
  ownership: 'owned',
  sample: returnRequestSample,
});

/** `POST /api/order/confirm-purchase`: 구매확정 of a delivered order (its points are earned then). */
export const confirmPurchaseContract = defineContract({
  method: 'POST',
  path: '/api/order/confirm-purchase',
  body: fields({ orderCode }),
  answer: OrderDetailSchema,
  errors: [...shopperErrors, 'ORDER_NOT_FOUND', 'CLAIM_NOT_ALLOWED'],
  ownership: 'owned',
  sample: { member: true, body: { orderCode: 'ONOSUCHORDER' } },
});

/** `GET /api/order/claims?claimType=`: the shopper's cancel, return or exchange requests. */
export const getClaimsContract = defineContract({
  method: 'GET',
  path: '/api/order/claims',
  query: fields({ claimType: v.optional(claimType, 'CANCEL'), page: pageNumber(), size: size(50, 10) }),
  answer: OrderClaimListSchema,
  errors: shopperErrors,
  sample: { member: true, query: { claimType: 'RETURN' } },
});

/** `POST /api/order/claim-withdraw`: 신청 철회 of the shopper's own request while it is still only applied. */
export const withdrawClaimContract = defineContract({
  method: 'POST',
  path: '/api/order/claim-withdraw',
  body: fields({ claimCode: text({ label: ML.claimCode }, { min: 1, max: 40 }) }),
  answer: OrderDetailSchema,
  errors: [...shopperErrors, 'CLAIM_NOT_FOUND', 'CLAIM_NOT_WITHDRAWABLE'],
  ownership: { notOwned: 'claim code looked up among the caller\'s own orders (mypage.test.ts)' },
  sample: { member: true, body: { claimCode: 'CNOSUCHCLAIM' } },
});

/** `POST /api/auth/guest-token`: 비회원 주문조회; a token for the order of that number and password. */
export const guestTokenContract = defineContract({
  method: 'POST',
  path: '/api/auth/guest-token',
  body: fields({ orderCode, guestPassword }),
  answer: GuestTokenSchema,
  errors: ['ORDER_NOT_FOUND', 'TOO_MANY_REQUESTS'],
  ownership: { notOwned: 'order code and guest password' },
  sample: { body: { orderCode: 'ONOSUCHORDER', guestPassword: '1234' } },
});

/** `GET /api/guest/orders`: the order of the guest's token. */
export const getGuestOrdersContract = defineContract({
  method: 'GET', path: '/api/guest/orders', answer: GuestOrdersSchema, errors: shopperErrors,
  sample: { member: true },
});

/** `GET /api/guest/order-detail?orderCode=`: the guest's order in full. */
export const getGuestOrderDetailContract = defineContract({
  method: 'GET',
  path: '/api/guest/order-detail',
  query: fields({ orderCode }),
  answer: OrderDetailSchema,
  errors: [...shopperErrors, 'ORDER_NOT_FOUND'],
  ownership: { notOwned: 'guest token of that order' },
  sample: { member: true, query: { orderCode: 'ONOSUCHORDER' } },
});

/** States an operator may move an order to. */
const OPERATOR_TARGETS = ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CANCELLED', 'RETURNED', 'EXCHANGED', 'CONFIRMED'] as const;

/**
 * `POST /api/operator/order/advance`: an operator moves an order on (deposit seen, shipped with a tracking number,
 * delivered, a claim completed with its refund). Needs the `x-operator-token` header (env OPERATOR_TOKEN); off without it.
 */
export const advanceOrderContract = defineContract({
  method: 'POST',
  path: '/api/operator/order/advance',
  body: fields({
    orderCode, to: oneOf({ label: ML.nextStatus }, OPERATOR_TARGETS),
    deliveryCompanyName: v.optional(text({ label: ML.company }, { max: 30 }), ''), deliveryNumber: v.optional(text({ label: ML.shippingNumber }, { max: 30 }), ''),
  }),
  answer: OrderDetailSchema,
  errors: ['OPERATOR_ONLY', 'NOT_FOUND', 'ORDER_NOT_FOUND', 'ORDER_STATE_CONFLICT'],
  ownership: { notOwned: 'operator token' },
  sample: { body: { orderCode: 'ONOSUCHORDER', to: 'PAID' } },
});

/**
 * `POST /api/operator/claim/advance`: an operator completes one claim (with its refund) or turns it down. Needs the
 * `x-operator-token` header, like the order moves.
 */
export const advanceClaimContract = defineContract({
  method: 'POST',
  path: '/api/operator/claim/advance',
  body: fields({ claimCode: text({ label: ML.claimCode }, { min: 1, max: 40 }), action: oneOf({ label: ML.nextStatus }, ['COMPLETE', 'WITHDRAW']) }),
  answer: OrderDetailSchema,
  errors: ['OPERATOR_ONLY', 'NOT_FOUND', 'CLAIM_NOT_FOUND', 'ORDER_STATE_CONFLICT'],
  ownership: { notOwned: 'operator token' },
  sample: { body: { claimCode: 'CNOSUCHCLAIM', action: 'COMPLETE' } },
});

/**
 * `GET /api/operator/order?orderCode=`: an order as the operator sees it (the `pnpm operator` command reads it before a
 * move): its detail and every claim with its code, type, state and refund. Needs the `x-operator-token` header.
 */
export const getOperatorOrderContract = defineContract({
  method: 'GET',
  path: '/api/operator/order',
  query: fields({ orderCode }),
  answer: v.object({
    order: OrderDetailSchema,
    claims: v.array(v.object({ claimCode: v.string(), claimType: v.string(), status: v.string(), refundAmount: v.number(), refundStatus: v.string(), createdAt: v.string() })),
    /** What the order told its shopper so far, oldest first (the outbox: the text once sent). */
    notifications: v.array(v.object({
      event: v.string(), eventKey: v.string(), status: v.string(), channel: v.nullable(v.string()), recipient: v.nullable(v.string()), body: v.nullable(v.string()), createdAt: v.string(),
    })),
  }),
  errors: ['OPERATOR_ONLY', 'NOT_FOUND', 'ORDER_NOT_FOUND'],
  ownership: { notOwned: 'operator token' },
  sample: { query: { orderCode: 'ONOSUCHORDER' } },
});
