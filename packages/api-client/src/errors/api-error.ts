import type { ApiMethod } from '../transport/types.ts';
import { getStatusName } from './status-name.ts';

/** What an `ApiError` is built from. */
export type ApiErrorInit<TCode extends string = string> = {
  /** Server status; defaults to 500. */
  status?: number;
  code?: TCode;
  /** `'<METHOD> <path>'` of the contract called, when the call had one. */
  endpoint?: string;
  method: ApiMethod;
  path: string;
  /** The server's message, when it sent one. */
  serverMessage?: string | null;
  cause?: unknown;
};

/**
 * The one error type of every API call (convention C7).
 * `message` is the server's message, or `API {method} {path} request failed`.
 * @example
 * try { await getItem(api, 'P0001') } catch (error) {
 *   if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
 * }
 */
export class ApiError<TCode extends string = string> extends Error {
  /** HTTP status of the answer (500 when there was none, e.g. a network failure). */
  readonly status: number;
  /** `Bad Request`, `Unauthorized`, `Forbidden`, `Not Found`, `Internal Server Error` or `Error`. */
  readonly statusName: string;
  /** The API's or the shell's error code (`BAD_REQUEST`, …) or one of `API_ERROR_CODES`; see `isCallError` for a call's codes. */
  readonly code: TCode | undefined;
  /** `'<METHOD> <path>'` of the contract called, when the call had one. */
  readonly endpoint?: string;
  readonly method: ApiMethod;
  readonly path: string;
  /** The server's own message, or null when it sent none. */
  readonly serverMessage: string | null;

  constructor(init: ApiErrorInit<TCode>) {
    const serverMessage = init.serverMessage ? init.serverMessage : null;
    super(serverMessage ?? `API ${init.method} ${init.path} request failed`, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status ?? 500;
    this.statusName = getStatusName(this.status);
    this.code = init.code;
    if (init.endpoint !== undefined) this.endpoint = init.endpoint;
    this.method = init.method;
    this.path = init.path;
    this.serverMessage = serverMessage;
  }
}

/**
 * Type guard for `ApiError` that also works across bundles (module federation may load two copies).
 * @param error Anything caught.
 * @returns True when `error` is an `ApiError`.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'status' in error && 'path' in error);
}

/**
 * Re-labels a failure with a feature code (keeping status, server message and cause), for calls whose
 * failures have their own user message (wishlist).
 * @param error The caught failure.
 * @param code The feature code.
 * @param method Method of the call.
 * @param path Path of the call.
 * @returns A new `ApiError`.
 */
export function withErrorCode(error: unknown, code: string, method: ApiMethod, path: string): ApiError {
  if (isApiError(error)) {
    return new ApiError({ status: error.status, code, method, path, serverMessage: error.serverMessage, cause: error });
  }
  return new ApiError({ code, method, path, cause: error });
}
