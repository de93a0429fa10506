import type { ErrorTable } from './error-table.ts';
import { COMMUNITY_ERROR_MESSAGES as M } from './messages/community.ko.ts';

/** The API's error codes of community, coupons, events and popups, with HTTP status and default Korean message. */
// prettier-ignore
export const COMMUNITY_ERRORS = {
  CONTENT_NOT_FOUND:   { status: 404, message: M.CONTENT_NOT_FOUND },
  ALREADY_REPORTED:    { status: 400, message: M.ALREADY_REPORTED },
  SELF_REPORT:         { status: 400, message: M.SELF_REPORT },
  SELF_BLOCK:          { status: 400, message: M.SELF_BLOCK },
  NOT_BLOCKED:         { status: 400, message: M.NOT_BLOCKED },
  WISHLIST_NOT_FOUND:  { status: 404, message: M.WISHLIST_NOT_FOUND },
  COUPON_NOT_FOUND:    { status: 404, message: M.COUPON_NOT_FOUND },
  COUPON_NOT_ISSUABLE: { status: 400, message: M.COUPON_NOT_ISSUABLE },
  ALREADY_DOWNLOADED:  { status: 400, message: M.ALREADY_DOWNLOADED },
  COUPON_NOT_ALLOWED:  { status: 400, message: M.COUPON_NOT_ALLOWED },
  NO_COUPON:           { status: 400, message: M.NO_COUPON },
  EVENT_NOT_FOUND:     { status: 404, message: M.EVENT_NOT_FOUND },
  REPLY_NOT_ALLOWED:   { status: 400, message: M.REPLY_NOT_ALLOWED },
  EVENT_NOT_RUNNING:   { status: 400, message: M.EVENT_NOT_RUNNING },
  POPUP_NOT_FOUND:     { status: 404, message: M.POPUP_NOT_FOUND },
} as const satisfies ErrorTable;
