import type { ErrorTable } from './error-table.ts';
import { HTTP_ERROR_MESSAGES as M } from './messages/http.ko.ts';

/** The API's error codes of any endpoint (the request, the server, sign-in state), with HTTP status and default Korean message. */
// prettier-ignore
export const HTTP_ERRORS = {
  BAD_REQUEST:            { status: 400, message: M.BAD_REQUEST },
  NOT_FOUND:              { status: 404, message: M.NOT_FOUND },
  METHOD_NOT_ALLOWED:     { status: 405, message: M.METHOD_NOT_ALLOWED },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: M.UNSUPPORTED_MEDIA_TYPE },
  PAYLOAD_TOO_LARGE:      { status: 413, message: M.PAYLOAD_TOO_LARGE },
  INTERNAL_ERROR:         { status: 500, message: M.INTERNAL_ERROR },
  DATABASE_UNAVAILABLE:   { status: 503, message: M.DATABASE_UNAVAILABLE },
  STORAGE_UNAVAILABLE:    { status: 503, message: M.STORAGE_UNAVAILABLE },
  TOO_MANY_REQUESTS:      { status: 429, message: M.TOO_MANY_REQUESTS },
  FILE_NOT_FOUND:         { status: 404, message: M.FILE_NOT_FOUND },
  UNAUTHORIZED:           { status: 401, message: M.UNAUTHORIZED },
  INVALID_TOKEN:          { status: 401, message: M.INVALID_TOKEN },
  BAD_CREDENTIALS:        { status: 401, message: M.BAD_CREDENTIALS },
  UNSUPPORTED_LOGIN_TYPE: { status: 400, message: M.UNSUPPORTED_LOGIN_TYPE },
} as const satisfies ErrorTable;
