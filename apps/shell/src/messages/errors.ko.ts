// Korean messages of the shell's own error answers (its BFF endpoints), one line per code.

/** Messages by shell error code. */
// prettier-ignore
export const SHELL_ERROR_MESSAGES = {
  BAD_REQUEST:          '요청 본문(JSON)의 형식이 올바르지 않습니다.',
  LOGIN_UNAVAILABLE:    '일시적인 오류로 로그인하지 못했습니다.',
  FORBIDDEN:            '허용되지 않은 요청입니다.',
  DEPLOY_HOOK:          '배포 알림 요청이 거부되었습니다.',
  UPSTREAM_UNAVAILABLE: '일시적으로 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
} as const;
