// HTTP status and Korean message of the API's error codes: any endpoint (the request, the server, sign-in state). One line per code.
import type { ErrorTable } from '../error-table.ts';

/** The API's error codes of any endpoint (the request, the server, sign-in state), with HTTP status and default Korean message. */
// prettier-ignore
export const HTTP_ERRORS = {
  BAD_REQUEST:            { status: 400, message: '잘못된 요청입니다.' },
  NOT_FOUND:              { status: 404, message: '요청한 API를 찾을 수 없습니다.' },
  METHOD_NOT_ALLOWED:     { status: 405, message: '허용되지 않은 요청 방식입니다.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '지원하지 않는 요청 형식입니다. JSON으로 보내 주세요.' },
  PAYLOAD_TOO_LARGE:      { status: 413, message: '요청 내용이 너무 큽니다.' },
  INTERNAL_ERROR:         { status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
  DATABASE_UNAVAILABLE:   { status: 503, message: '요청이 많아 잠시 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  STORAGE_UNAVAILABLE:    { status: 503, message: '저장 공간 문제로 지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.' },
  TOO_MANY_REQUESTS:      { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  FILE_NOT_FOUND:         { status: 404, message: '요청한 파일을 찾을 수 없습니다.' },
  UNAUTHORIZED:           { status: 401, message: '로그인이 필요합니다.' },
  INVALID_TOKEN:          { status: 401, message: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.' },
  BAD_CREDENTIALS:        { status: 401, message: '아이디/비밀번호를 정확히 입력해 주세요.' },
  UNSUPPORTED_LOGIN_TYPE: { status: 400, message: '지원하지 않는 로그인 유형입니다.' },
} as const satisfies ErrorTable;
