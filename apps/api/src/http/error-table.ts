import { API_ERRORS, type ApiErrorCode } from '@shop/contracts';
import { ApiError } from './errors.ts';

// The codes, statuses and default messages are declared once, in @shop/contracts (src/errors/).
export { API_ERRORS, type ApiErrorCode };

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
