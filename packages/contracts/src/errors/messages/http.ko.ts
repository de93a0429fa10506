// Korean messages of the API's error codes: any endpoint (the request, the server, sign-in state). One line per code.

/** Default message by code (a thrower may send a more precise one). */
// prettier-ignore
export const HTTP_ERROR_MESSAGES = {
  BAD_REQUEST:            '잘못된 요청입니다.',
  NOT_FOUND:              '요청한 API를 찾을 수 없습니다.',
  METHOD_NOT_ALLOWED:     '허용되지 않은 요청 방식입니다.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 요청 형식입니다. JSON으로 보내 주세요.',
  PAYLOAD_TOO_LARGE:      '요청 내용이 너무 큽니다.',
  INTERNAL_ERROR:         '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  DATABASE_UNAVAILABLE:   '요청이 많아 잠시 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  STORAGE_UNAVAILABLE:    '저장 공간 문제로 지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  TOO_MANY_REQUESTS:      '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  FILE_NOT_FOUND:         '요청한 파일을 찾을 수 없습니다.',
  UNAUTHORIZED:           '로그인이 필요합니다.',
  INVALID_TOKEN:          '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
  BAD_CREDENTIALS:        '아이디/비밀번호를 정확히 입력해 주세요.',
  UNSUPPORTED_LOGIN_TYPE: '지원하지 않는 로그인 유형입니다.',
} as const;
