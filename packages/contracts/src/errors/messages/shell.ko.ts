// HTTP status and Korean message of the shell's own error answers (its BFF endpoints, the /api proxy, files, remotes, readiness), one line per code.
import type { ErrorTable } from '../error-table.ts';

/**
 * Every error code the shell answers itself (`/session/*`, the `/api/*` proxy, the deploy hook, missing files, remotes
 * down, overload, readiness, the sitemap), with its HTTP status and Korean message. API errors pass through the shell
 * with the API's code and message.
 */
// prettier-ignore
export const SHELL_ERRORS = {
  BAD_REQUEST:          { status: 400, message: '요청 본문(JSON)의 형식이 올바르지 않습니다.' },
  LOGIN_UNAVAILABLE:    { status: 502, message: '일시적인 오류로 로그인하지 못했습니다.' },
  DEPLOY_HOOK:          { status: 401, message: '배포 알림 요청이 거부되었습니다.' },
  UPSTREAM_UNAVAILABLE: { status: 502, message: '일시적으로 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' },
  UPSTREAM_TIMEOUT:     { status: 504, message: '서버의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.' },
  CROSS_SITE:           { status: 403, message: '다른 사이트에서 보낸 요청은 처리할 수 없습니다.' },
  TOKEN_ENDPOINT:       { status: 403, message: '이 요청은 로그인 화면에서만 할 수 있습니다.' },
  NOT_FOUND:            { status: 404, message: '요청하신 주소를 찾을 수 없습니다.' },
  PAYLOAD_TOO_LARGE:    { status: 413, message: '요청 내용이 너무 큽니다.' },
  SESSION_REQUIRED:     { status: 401, message: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.' },
  BAD_IMAGE_REQUEST:    { status: 400, message: '이미지 주소가 올바르지 않습니다.' },
  IMAGE_NOT_FOUND:      { status: 404, message: '이미지를 찾을 수 없습니다.' },
  METHOD_NOT_ALLOWED:   { status: 405, message: '이 주소에서는 허용되지 않는 요청 방식입니다.' },
  HEADERS_TOO_LARGE:    { status: 431, message: '요청 주소나 헤더가 너무 깁니다.' },
  MALFORMED_REQUEST:    { status: 400, message: '요청 형식이 올바르지 않습니다.' },
  INTERNAL:             { status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
  OVERLOADED:           { status: 503, message: '요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.' },
  REMOTE_UNAVAILABLE:   { status: 502, message: '화면 파일을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  REMOTE_TIMEOUT:       { status: 504, message: '화면 파일을 불러오는 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.' },
  NOT_READY:            { status: 503, message: '서비스를 준비하고 있습니다. 잠시 후 다시 시도해 주세요.' },
  SITEMAP_UNAVAILABLE:  { status: 503, message: '사이트맵을 잠시 만들 수 없습니다. 잠시 후 다시 시도해 주세요.' },
} as const satisfies ErrorTable;
