import { COMMUNITY_MESSAGES } from '../messages/community.ko.ts';
import { CS_MESSAGES } from '../messages/cs.ko.ts';
import { MESSAGES } from '../messages/ko.ts';
import { MYPAGE_MESSAGES } from '../messages/mypage.ko.ts';
import { ORDER_MESSAGES } from '../messages/order.ko.ts';
import { AUTH_MESSAGES } from '../messages/auth.ko.ts';
import { SHOWCASE_MESSAGES } from '../messages/showcase.ko.ts';
import { ApiError } from './errors.ts';

type Entry = { status: number; message: string };
const e = (status: number, message: string): Entry => ({ status, message });
const C = COMMUNITY_MESSAGES.errors;
const O = ORDER_MESSAGES.errors;
const A = AUTH_MESSAGES.errors;
const CS = CS_MESSAGES.errors;
const P = MYPAGE_MESSAGES.errors;

/**
 * Every error code the API answers, with its HTTP status and default Korean message (a thrower may pass a more
 * precise message from the messages files, e.g. the quantity limit it broke). Contracts name these codes.
 */
// prettier-ignore
export const API_ERRORS = {
  BAD_REQUEST:            e(400, MESSAGES.http.badRequest),
  NOT_FOUND:              e(404, MESSAGES.http.notFound),
  METHOD_NOT_ALLOWED:     e(405, MESSAGES.http.methodNotAllowed),
  UNSUPPORTED_MEDIA_TYPE: e(415, MESSAGES.validation.unsupportedMediaType),
  PAYLOAD_TOO_LARGE:      e(413, MESSAGES.validation.payloadTooLarge),
  INTERNAL_ERROR:         e(500, MESSAGES.http.internal),
  DATABASE_UNAVAILABLE:   e(503, MESSAGES.http.databaseUnavailable),
  STORAGE_UNAVAILABLE:    e(503, MESSAGES.http.storageUnavailable),
  TOO_MANY_REQUESTS:      e(429, MESSAGES.http.tooManyRequests),
  FILE_NOT_FOUND:         e(404, MESSAGES.http.fileNotFound),
  UNAUTHORIZED:           e(401, MESSAGES.auth.unauthorized),
  INVALID_TOKEN:          e(401, MESSAGES.auth.invalidToken),
  BAD_CREDENTIALS:        e(401, MESSAGES.auth.badCredentials),
  UNSUPPORTED_LOGIN_TYPE: e(400, MESSAGES.auth.unsupportedLoginType),
  LOGIN_LOCKED:           e(429, A.loginLocked),
  SMS_TOO_MANY:           e(429, A.smsTooMany),
  ID_CHECK_TOO_MANY:      e(429, A.idCheckTooMany),
  SMS_CODE_MISMATCH:      e(400, A.smsMismatch),
  SMS_CODE_EXPIRED:       e(400, A.smsExpired),
  SMS_TOO_MANY_ATTEMPTS:  e(400, A.smsTooManyAttempts),
  SMS_NOT_VERIFIED:       e(400, A.smsNotVerified),
  ALREADY_MEMBER:         e(409, A.alreadyMember),
  DUPLICATE_LOGIN_ID:     e(409, A.duplicateLoginId),
  UNDER_14:               e(400, A.under14),
  INVALID_BIRTHDAY:       e(400, A.invalidBirthday),
  MEMBER_NOT_FOUND:       e(404, A.memberNotFound),
  WRONG_PASSWORD:         e(400, A.wrongPassword),
  SAME_PASSWORD:          e(400, A.samePassword),
  TEMP_PASSWORD_MUST_CHANGE: e(400, A.tempPasswordMustChange),
  PHONE_MISMATCH:         e(400, A.phoneMismatch),
  SNS_NOT_CONFIGURED:     e(400, A.snsNotConfigured),
  SNS_STATE_INVALID:      e(400, A.snsStateInvalid),
  SNS_EXCHANGE_FAILED:    e(400, A.snsExchangeFailed),
  SNS_ID_TOKEN_INVALID:   e(400, A.snsIdTokenInvalid),
  SNS_ALREADY_LINKED:     e(409, A.snsAlreadyLinked),
  SNS_NOT_LINKED:         e(404, A.snsNotLinked),
  SNS_LAST_LOGIN:         e(400, A.snsLastLogin),
  SNS_STATE_FOREIGN:      e(400, A.snsStateForeign),
  SNS_LINK_PROOF_REQUIRED: e(409, A.snsLinkProofRequired),
  SNS_LINK_PASSWORD_WRONG: e(400, A.snsLinkPasswordWrong),
  SALESONID_REQUIRED:     e(400, MESSAGES.cart.visitorRequired),
  INVALID_SALESONID:      e(400, MESSAGES.cart.invalidVisitor),
  CATEGORY_NOT_FOUND:     e(404, MESSAGES.category.notFound),
  ITEM_NOT_FOUND:         e(404, MESSAGES.item.notFound),
  BRAND_NOT_FOUND:        e(404, SHOWCASE_MESSAGES.brand.notFound),
  MD_TAG_NOT_FOUND:       e(404, SHOWCASE_MESSAGES.display.mdTagNotFound),
  CART_NOT_FOUND:         e(404, MESSAGES.cart.lineNotFound),
  SOLD_OUT:               e(400, MESSAGES.cart.soldOut),
  OPTION_SOLD_OUT:        e(400, MESSAGES.cart.optionSoldOut),
  OPTION_REQUIRED:        e(400, MESSAGES.cart.optionRequired),
  OPTION_NOT_FOUND:       e(400, MESSAGES.cart.optionNotFound),
  OPTION_NOT_ALLOWED:     e(400, MESSAGES.cart.optionNotAllowed),
  MIN_QUANTITY:           e(400, MESSAGES.cart.minQuantity(1)),
  MAX_QUANTITY:           e(400, MESSAGES.cart.maxQuantity(1)),
  OUT_OF_STOCK:           e(400, MESSAGES.cart.outOfStock(0)),
  CONTENT_NOT_FOUND:      e(404, C.contentNotFound),
  ALREADY_REPORTED:       e(400, C.alreadyReported),
  SELF_REPORT:            e(400, C.selfReport),
  SELF_BLOCK:             e(400, C.selfBlock),
  NOT_BLOCKED:            e(400, C.notBlocked),
  WISHLIST_NOT_FOUND:     e(404, C.wishlistNothingDeleted),
  COUPON_NOT_FOUND:       e(404, C.couponNotFound),
  COUPON_NOT_ISSUABLE:    e(400, C.couponNotIssuable),
  ALREADY_DOWNLOADED:     e(400, C.couponAlreadyDownloaded),
  COUPON_NOT_ALLOWED:     e(400, C.couponNotAllowed),
  NO_COUPON:              e(400, C.noCouponToDownload),
  EVENT_NOT_FOUND:        e(404, C.eventNotFound),
  REPLY_NOT_ALLOWED:      e(400, C.repliesClosed),
  EVENT_NOT_RUNNING:      e(400, C.eventEnded),
  POPUP_NOT_FOUND:        e(404, C.popupNotFound),
  NOT_SET_ITEM:           e(400, O.notSetItem),
  ORDER_SHEET_NOT_FOUND:  e(404, O.sheetNotFound),
  ORDER_SHEET_USED:       e(409, O.sheetUsed),
  MEMBER_ONLY_ITEM:       e(403, O.memberOnly),
  ORDER_SOLD_OUT:         e(409, O.soldOut),
  ORDER_PRICE_CHANGED:    e(409, O.priceChanged),
  COUPON_NOT_USABLE:      e(400, O.couponNotUsable),
  COUPON_DUPLICATED:      e(400, O.couponDuplicated),
  COUPON_ALREADY_USED:    e(409, O.couponAlreadyUsed),
  POINT_NOT_USABLE:       e(400, O.pointNotUsable),
  POINT_SHORTAGE:         e(409, O.pointShortage),
  GUEST_BENEFIT_NOT_ALLOWED: e(400, O.guestBenefit),
  GUEST_INFO_REQUIRED:    e(400, O.guestInfo),
  BANK_TRANSFER_REQUIRED: e(400, O.bankTransfer),
  IDEMPOTENCY_KEY_REUSED: e(409, O.idempotencyReused),
  ORDER_NOT_FOUND:        e(404, O.orderNotFound),
  ORDER_NOT_CANCELLABLE:  e(409, O.notCancellable),
  PAYMENT_AMOUNT_MISMATCH: e(409, O.amountMismatch),
  PAYMENT_NOT_PENDING:    e(409, O.notPending),
  PAYMENT_FAILED:         e(400, O.paymentFailed),
  PAYMENT_NOT_CONFIGURED: e(400, O.paymentNotConfigured),
  PAYMENT_REFUNDED:       e(409, O.paymentRefunded),
  PAYMENT_REFUND_PENDING: e(409, O.paymentRefundPending),
  PAYMENT_GATEWAY_UNAVAILABLE: e(503, O.gatewayUnavailable),
  POLICY_NOT_FOUND:       e(404, CS.policyNotFound),
  POLICY_VERSION_EXISTS:  e(409, CS.policyVersionExists),
  OPERATOR_ONLY:          e(401, CS.operatorOnly),
  MAINTENANCE:            e(503, CS.maintenance),
  BUSINESS_ALREADY_APPLIED: e(409, CS.businessAlreadyApplied),
  BUSINESS_ONLY:          e(403, CS.businessOnly),
  BUSINESS_NOT_PENDING:   e(409, CS.businessNotPending),
  ORDER_NOT_PAID:         e(409, CS.orderNotPaid),
  TAX_INVOICE_EXISTS:     e(409, CS.taxInvoiceExists),
  TAX_INVOICE_NOT_FOUND:  e(404, CS.taxInvoiceNotFound),
  TAX_INVOICE_ISSUED:     e(409, CS.taxInvoiceIssued),
  CLAIM_NOT_ALLOWED:      e(409, P.claimNotAllowed),
  CLAIM_INPUT_REQUIRED:   e(400, P.claimInput),
  CLAIM_NOT_FOUND:        e(404, P.claimNotFound),
  CLAIM_NOT_WITHDRAWABLE: e(409, P.claimNotWithdrawable),
  ORDER_STATE_CONFLICT:   e(409, P.stateConflict),
  REVIEW_NOT_ALLOWED:     e(400, P.reviewNotAllowed),
  REVIEW_ALREADY_WRITTEN: e(409, P.reviewAlreadyWritten),
  REVIEW_NOT_FOUND:       e(404, P.reviewNotFound),
  OFFLINE_COUPON_NOT_FOUND: e(404, P.offlineCouponNotFound),
  ADDRESS_NOT_FOUND:      e(404, P.addressNotFound),
  ADDRESS_LIMIT:          e(400, P.addressLimit),
  INQUIRY_NOT_FOUND:      e(404, P.inquiryNotFound),
  INQUIRY_ANSWERED:       e(409, P.inquiryAnswered),
  PASSWORD_MISMATCH:      e(400, P.passwordMismatch),
  PASSWORD_CHECK_REQUIRED: e(403, P.passwordCheckRequired),
} as const satisfies Record<string, Entry>;

/** A code of the API's error table. */
export type ApiErrorCode = keyof typeof API_ERRORS;

/**
 * The error of a code, with its status and message from the table.
 * @param code The code.
 * @param message A more precise Korean message from a messages file (default: the table's).
 * @returns The ApiError to throw.
 * @example throw apiError('ITEM_NOT_FOUND');
 */
export function apiError(code: ApiErrorCode, message: string = API_ERRORS[code].message): ApiError {
  return new ApiError(API_ERRORS[code].status, code, message);
}

/**
 * The wire body of a code (for answers sent without throwing).
 * @param code The code.
 * @returns `{ status, code, message }`.
 */
export function errorBody(code: ApiErrorCode): { status: number; code: string; message: string } {
  return { status: API_ERRORS[code].status, code, message: API_ERRORS[code].message };
}
