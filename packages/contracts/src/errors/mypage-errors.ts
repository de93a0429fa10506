import type { ErrorTable } from './error-table.ts';
import { MYPAGE_ERROR_MESSAGES as M } from './messages/mypage.ko.ts';

/** The API's error codes of my page (claims, reviews, addresses, inquiries), with HTTP status and default Korean message. */
// prettier-ignore
export const MYPAGE_ERRORS = {
  CLAIM_NOT_ALLOWED:        { status: 409, message: M.CLAIM_NOT_ALLOWED },
  CLAIM_INPUT_REQUIRED:     { status: 400, message: M.CLAIM_INPUT_REQUIRED },
  CLAIM_NOT_FOUND:          { status: 404, message: M.CLAIM_NOT_FOUND },
  CLAIM_NOT_WITHDRAWABLE:   { status: 409, message: M.CLAIM_NOT_WITHDRAWABLE },
  ORDER_STATE_CONFLICT:     { status: 409, message: M.ORDER_STATE_CONFLICT },
  REVIEW_NOT_ALLOWED:       { status: 400, message: M.REVIEW_NOT_ALLOWED },
  REVIEW_ALREADY_WRITTEN:   { status: 409, message: M.REVIEW_ALREADY_WRITTEN },
  REVIEW_NOT_FOUND:         { status: 404, message: M.REVIEW_NOT_FOUND },
  OFFLINE_COUPON_NOT_FOUND: { status: 404, message: M.OFFLINE_COUPON_NOT_FOUND },
  ADDRESS_NOT_FOUND:        { status: 404, message: M.ADDRESS_NOT_FOUND },
  ADDRESS_LIMIT:            { status: 400, message: M.ADDRESS_LIMIT },
  INQUIRY_NOT_FOUND:        { status: 404, message: M.INQUIRY_NOT_FOUND },
  INQUIRY_ANSWERED:         { status: 409, message: M.INQUIRY_ANSWERED },
  PASSWORD_MISMATCH:        { status: 400, message: M.PASSWORD_MISMATCH },
  PASSWORD_CHECK_REQUIRED:  { status: 403, message: M.PASSWORD_CHECK_REQUIRED },
} as const satisfies ErrorTable;
