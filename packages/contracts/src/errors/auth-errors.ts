import type { ErrorTable } from './error-table.ts';
import { AUTH_ERROR_MESSAGES as M } from './messages/auth.ko.ts';

/** The API's error codes of sign-in, sign-up and the member lifecycle, with HTTP status and default Korean message. */
// prettier-ignore
export const AUTH_ERRORS = {
  LOGIN_LOCKED:              { status: 429, message: M.LOGIN_LOCKED },
  SMS_TOO_MANY:              { status: 429, message: M.SMS_TOO_MANY },
  ID_CHECK_TOO_MANY:         { status: 429, message: M.ID_CHECK_TOO_MANY },
  SMS_CODE_MISMATCH:         { status: 400, message: M.SMS_CODE_MISMATCH },
  SMS_CODE_EXPIRED:          { status: 400, message: M.SMS_CODE_EXPIRED },
  SMS_TOO_MANY_ATTEMPTS:     { status: 400, message: M.SMS_TOO_MANY_ATTEMPTS },
  SMS_NOT_VERIFIED:          { status: 400, message: M.SMS_NOT_VERIFIED },
  ALREADY_MEMBER:            { status: 409, message: M.ALREADY_MEMBER },
  DUPLICATE_LOGIN_ID:        { status: 409, message: M.DUPLICATE_LOGIN_ID },
  UNDER_14:                  { status: 400, message: M.UNDER_14 },
  INVALID_BIRTHDAY:          { status: 400, message: M.INVALID_BIRTHDAY },
  MEMBER_NOT_FOUND:          { status: 404, message: M.MEMBER_NOT_FOUND },
  WRONG_PASSWORD:            { status: 400, message: M.WRONG_PASSWORD },
  SAME_PASSWORD:             { status: 400, message: M.SAME_PASSWORD },
  TEMP_PASSWORD_MUST_CHANGE: { status: 400, message: M.TEMP_PASSWORD_MUST_CHANGE },
  PHONE_MISMATCH:            { status: 400, message: M.PHONE_MISMATCH },
  SNS_NOT_CONFIGURED:        { status: 400, message: M.SNS_NOT_CONFIGURED },
  SNS_STATE_INVALID:         { status: 400, message: M.SNS_STATE_INVALID },
  SNS_EXCHANGE_FAILED:       { status: 400, message: M.SNS_EXCHANGE_FAILED },
  SNS_ID_TOKEN_INVALID:      { status: 400, message: M.SNS_ID_TOKEN_INVALID },
  SNS_ALREADY_LINKED:        { status: 409, message: M.SNS_ALREADY_LINKED },
  SNS_NOT_LINKED:            { status: 404, message: M.SNS_NOT_LINKED },
  SNS_LAST_LOGIN:            { status: 400, message: M.SNS_LAST_LOGIN },
  SNS_STATE_FOREIGN:         { status: 400, message: M.SNS_STATE_FOREIGN },
  SNS_LINK_PROOF_REQUIRED:   { status: 409, message: M.SNS_LINK_PROOF_REQUIRED },
  SNS_LINK_PASSWORD_WRONG:   { status: 400, message: M.SNS_LINK_PASSWORD_WRONG },
} as const satisfies ErrorTable;
