import type { ErrorTable } from './error-table.ts';
import { SHELL_ERROR_MESSAGES as M } from './messages/shell.ko.ts';

/**
 * Every error code the shell answers itself (`/session/*`, the `/api/*` proxy, the deploy hook, missing files, remotes
 * down, overload, readiness, the sitemap), with its HTTP status and Korean message. API errors pass through the shell
 * with the API's code and message.
 */
// prettier-ignore
export const SHELL_ERRORS = {
  BAD_REQUEST:          { status: 400, message: M.BAD_REQUEST },
  LOGIN_UNAVAILABLE:    { status: 502, message: M.LOGIN_UNAVAILABLE },
  DEPLOY_HOOK:          { status: 401, message: M.DEPLOY_HOOK },
  UPSTREAM_UNAVAILABLE: { status: 502, message: M.UPSTREAM_UNAVAILABLE },
  UPSTREAM_TIMEOUT:     { status: 504, message: M.UPSTREAM_TIMEOUT },
  CROSS_SITE:           { status: 403, message: M.CROSS_SITE },
  TOKEN_ENDPOINT:       { status: 403, message: M.TOKEN_ENDPOINT },
  NOT_FOUND:            { status: 404, message: M.NOT_FOUND },
  PAYLOAD_TOO_LARGE:    { status: 413, message: M.PAYLOAD_TOO_LARGE },
  SESSION_REQUIRED:     { status: 401, message: M.SESSION_REQUIRED },
  BAD_IMAGE_REQUEST:    { status: 400, message: M.BAD_IMAGE_REQUEST },
  IMAGE_NOT_FOUND:      { status: 404, message: M.IMAGE_NOT_FOUND },
  METHOD_NOT_ALLOWED:   { status: 405, message: M.METHOD_NOT_ALLOWED },
  HEADERS_TOO_LARGE:    { status: 431, message: M.HEADERS_TOO_LARGE },
  MALFORMED_REQUEST:    { status: 400, message: M.MALFORMED_REQUEST },
  INTERNAL:             { status: 500, message: M.INTERNAL },
  OVERLOADED:           { status: 503, message: M.OVERLOADED },
  REMOTE_UNAVAILABLE:   { status: 502, message: M.REMOTE_UNAVAILABLE },
  REMOTE_TIMEOUT:       { status: 504, message: M.REMOTE_TIMEOUT },
  NOT_READY:            { status: 503, message: M.NOT_READY },
  SITEMAP_UNAVAILABLE:  { status: 503, message: M.SITEMAP_UNAVAILABLE },
} as const satisfies ErrorTable;
