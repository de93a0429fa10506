import type { ErrorTable } from './error-table.ts';
import { SHOP_ERROR_MESSAGES as M } from './messages/shop.ko.ts';

/** The API's error codes of visitors, catalogue and cart, with HTTP status and default Korean message. */
// prettier-ignore
export const SHOP_ERRORS = {
  SALESONID_REQUIRED: { status: 400, message: M.SALESONID_REQUIRED },
  INVALID_SALESONID:  { status: 400, message: M.INVALID_SALESONID },
  CATEGORY_NOT_FOUND: { status: 404, message: M.CATEGORY_NOT_FOUND },
  ITEM_NOT_FOUND:     { status: 404, message: M.ITEM_NOT_FOUND },
  BRAND_NOT_FOUND:    { status: 404, message: M.BRAND_NOT_FOUND },
  SELLER_NOT_FOUND:   { status: 404, message: M.SELLER_NOT_FOUND },
  MD_TAG_NOT_FOUND:   { status: 404, message: M.MD_TAG_NOT_FOUND },
  CART_NOT_FOUND:     { status: 404, message: M.CART_NOT_FOUND },
  SOLD_OUT:           { status: 400, message: M.SOLD_OUT },
  OPTION_SOLD_OUT:    { status: 400, message: M.OPTION_SOLD_OUT },
  OPTION_REQUIRED:    { status: 400, message: M.OPTION_REQUIRED },
  OPTION_NOT_FOUND:   { status: 400, message: M.OPTION_NOT_FOUND },
  OPTION_NOT_ALLOWED: { status: 400, message: M.OPTION_NOT_ALLOWED },
  MIN_QUANTITY:       { status: 400, message: M.MIN_QUANTITY },
  MAX_QUANTITY:       { status: 400, message: M.MAX_QUANTITY },
  OUT_OF_STOCK:       { status: 400, message: M.OUT_OF_STOCK },
} as const satisfies ErrorTable;
