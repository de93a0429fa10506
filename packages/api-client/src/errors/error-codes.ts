import type { ClientErrorCode } from '@shop/contracts/errors';

/**
 * Error codes produced by the client itself, by name (declared, with their messages, in @shop/contracts' error
 * vocabulary; the API's own codes, such as `BAD_REQUEST` or `ORDER_SHEET_USED`, arrive in `ApiError.code` unchanged).
 * Written out rather than built from the vocabulary so the bundler inlines each use as its string and no message
 * table reaches a page's first load; `satisfies` keeps it exactly the vocabulary's client codes.
 */
export const API_ERROR_CODES = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  ANSWER_MISMATCH: 'ANSWER_MISMATCH',
  WISHLIST_LIST_FAILED: 'WISHLIST_LIST_FAILED',
  WISHLIST_COUNT_FAILED: 'WISHLIST_COUNT_FAILED',
  WISHLIST_ADD_FAILED: 'WISHLIST_ADD_FAILED',
  WISHLIST_DELETE_FAILED: 'WISHLIST_DELETE_FAILED',
  WISHLIST_DELETE_ITEM_FAILED: 'WISHLIST_DELETE_ITEM_FAILED',
  SET_ITEM_INFO_EMPTY: 'SET_ITEM_INFO_EMPTY',
} as const satisfies { readonly [K in ClientErrorCode]: K };

/** A code from `API_ERROR_CODES`. */
export type ApiErrorCode = ClientErrorCode;
