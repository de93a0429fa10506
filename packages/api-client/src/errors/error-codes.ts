import { CLIENT_ERROR_CODES, type ClientErrorCode } from '@shop/contracts/errors';

/**
 * Error codes produced by the client itself, by name (declared in @shop/contracts' error vocabulary; the API's own
 * codes, such as `BAD_REQUEST` or `ORDER_SHEET_USED`, arrive in `ApiError.code` unchanged).
 */
export const API_ERROR_CODES = Object.fromEntries(CLIENT_ERROR_CODES.map((code) => [code, code])) as { readonly [K in ClientErrorCode]: K };

/** A code from `API_ERROR_CODES`. */
export type ApiErrorCode = ClientErrorCode;
