import type { ErrorTable } from './error-table.ts';
import { AUTH_ERRORS } from './messages/auth.ko.ts';
import { ACCOUNT_CODE_MESSAGES, CLIENT_ERROR_MESSAGES } from './messages/client.ko.ts';
import { COMMUNITY_ERRORS } from './messages/community.ko.ts';
import { CS_ERRORS } from './messages/cs.ko.ts';
import { HTTP_ERRORS } from './messages/http.ko.ts';
import { MYPAGE_ERRORS } from './messages/mypage.ko.ts';
import { ORDER_ERRORS } from './messages/order.ko.ts';
import { SHELL_ERRORS } from './messages/shell.ko.ts';
import { SHOP_ERRORS } from './messages/shop.ko.ts';

/**
 * Every error code the API answers, with its HTTP status and default Korean message (a thrower may send a more
 * precise message, e.g. the quantity limit it broke). Contracts name these codes in their `errors`.
 */
export const API_ERRORS = {
  ...HTTP_ERRORS,
  ...AUTH_ERRORS,
  ...SHOP_ERRORS,
  ...COMMUNITY_ERRORS,
  ...ORDER_ERRORS,
  ...CS_ERRORS,
  ...MYPAGE_ERRORS,
} as const satisfies ErrorTable;

export { SHELL_ERRORS };

/** A code the API answers. */
export type ApiErrorCode = keyof typeof API_ERRORS;
/** A code the shell answers itself. */
export type ShellErrorCode = keyof typeof SHELL_ERRORS;
/** A code api-client gives a failure itself (no server sent it). */
export type ClientErrorCode = keyof typeof CLIENT_ERROR_MESSAGES;
/** An account code of a successful sign-in (`SLEEP_USER`, …). */
export type AccountCode = keyof typeof ACCOUNT_CODE_MESSAGES;
/** A code an endpoint may name in its contract's `errors`: the API's or, for the shell's own endpoints, the shell's. */
export type ServerErrorCode = ApiErrorCode | ShellErrorCode;
/** Any error code of the vocabulary. */
export type ErrorCode = ServerErrorCode | ClientErrorCode;

/** The client's own codes. */
export const CLIENT_ERROR_CODES = Object.keys(CLIENT_ERROR_MESSAGES) as readonly ClientErrorCode[];

/**
 * Codes any call may fail with whatever its contract lists: the API's refusals of any request (bad input, wrong
 * media type, too large, too many, maintenance, server trouble), the shell proxy's (cross-site, overload, the API
 * unreachable or slow) and the client's own.
 */
export const ANY_CALL_ERROR_CODES = [
  'BAD_REQUEST', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS', 'MAINTENANCE', 'INTERNAL_ERROR', 'DATABASE_UNAVAILABLE',
  'STORAGE_UNAVAILABLE', 'CROSS_SITE', 'OVERLOADED', 'MALFORMED_REQUEST', 'HEADERS_TOO_LARGE', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT', 'INTERNAL',
  ...CLIENT_ERROR_CODES,
] as const satisfies readonly ErrorCode[];

/** A code of `ANY_CALL_ERROR_CODES`. */
export type AnyCallErrorCode = (typeof ANY_CALL_ERROR_CODES)[number];

/** The user messages of the client's codes and of the sign-in's account codes. */
export const CLIENT_CODE_MESSAGES: Readonly<Record<ClientErrorCode | AccountCode, string>> = { ...CLIENT_ERROR_MESSAGES, ...ACCOUNT_CODE_MESSAGES };
