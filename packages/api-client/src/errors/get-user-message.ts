import { isApiError } from './api-error.ts';
import { API_ERROR_CODES } from './error-codes.ts';
import { DEFAULT_ERROR_MESSAGE, ERROR_CODE_MESSAGES, STATUS_MESSAGES } from './messages.ko.ts';

const CLIENT_CODES: ReadonlySet<string> = new Set(Object.values(API_ERROR_CODES));

/**
 * The Korean message to show a user for a failure. Order: the message of a client code (network,
 * timeout, wishlist…), the server's own message, the message of the server's code, the message of the status, a default.
 * @param error Anything caught.
 * @returns A Korean sentence, never a developer message.
 * @example getUserMessage(new ApiError({ code: 'TIMEOUT', method: 'GET', path: '/api/cart' }))
 */
export function getUserMessage(error: unknown): string {
  if (!isApiError(error)) return DEFAULT_ERROR_MESSAGE;
  const codeMessage = error.code === undefined ? undefined : ERROR_CODE_MESSAGES[error.code];
  if (error.code !== undefined && CLIENT_CODES.has(error.code) && codeMessage) return codeMessage;
  if (error.serverMessage) return error.serverMessage;
  return codeMessage ?? STATUS_MESSAGES[error.status] ?? DEFAULT_ERROR_MESSAGE;
}
