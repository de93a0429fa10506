import type { ErrorTable } from './error-table.ts';
import { ORDER_ERROR_MESSAGES as M } from './messages/order.ko.ts';

/** The API's error codes of order sheets, orders and payments, with HTTP status and default Korean message. */
// prettier-ignore
export const ORDER_ERRORS = {
  NOT_SET_ITEM:                { status: 400, message: M.NOT_SET_ITEM },
  ORDER_SHEET_NOT_FOUND:       { status: 404, message: M.ORDER_SHEET_NOT_FOUND },
  ORDER_SHEET_USED:            { status: 409, message: M.ORDER_SHEET_USED },
  MEMBER_ONLY_ITEM:            { status: 403, message: M.MEMBER_ONLY_ITEM },
  ORDER_SOLD_OUT:              { status: 409, message: M.ORDER_SOLD_OUT },
  ORDER_PRICE_CHANGED:         { status: 409, message: M.ORDER_PRICE_CHANGED },
  COUPON_NOT_USABLE:           { status: 400, message: M.COUPON_NOT_USABLE },
  COUPON_DUPLICATED:           { status: 400, message: M.COUPON_DUPLICATED },
  COUPON_ALREADY_USED:         { status: 409, message: M.COUPON_ALREADY_USED },
  POINT_NOT_USABLE:            { status: 400, message: M.POINT_NOT_USABLE },
  POINT_SHORTAGE:              { status: 409, message: M.POINT_SHORTAGE },
  GUEST_BENEFIT_NOT_ALLOWED:   { status: 400, message: M.GUEST_BENEFIT_NOT_ALLOWED },
  GUEST_INFO_REQUIRED:         { status: 400, message: M.GUEST_INFO_REQUIRED },
  BANK_TRANSFER_REQUIRED:      { status: 400, message: M.BANK_TRANSFER_REQUIRED },
  IDEMPOTENCY_KEY_REUSED:      { status: 409, message: M.IDEMPOTENCY_KEY_REUSED },
  ORDER_NOT_FOUND:             { status: 404, message: M.ORDER_NOT_FOUND },
  ORDER_NOT_CANCELLABLE:       { status: 409, message: M.ORDER_NOT_CANCELLABLE },
  PAYMENT_AMOUNT_MISMATCH:     { status: 409, message: M.PAYMENT_AMOUNT_MISMATCH },
  PAYMENT_NOT_PENDING:         { status: 409, message: M.PAYMENT_NOT_PENDING },
  PAYMENT_FAILED:              { status: 400, message: M.PAYMENT_FAILED },
  PAYMENT_NOT_CONFIGURED:      { status: 400, message: M.PAYMENT_NOT_CONFIGURED },
  PAYMENT_REFUNDED:            { status: 409, message: M.PAYMENT_REFUNDED },
  PAYMENT_REFUND_PENDING:      { status: 409, message: M.PAYMENT_REFUND_PENDING },
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 503, message: M.PAYMENT_GATEWAY_UNAVAILABLE },
} as const satisfies ErrorTable;
