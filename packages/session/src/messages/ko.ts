// Korean copy of the session package (convention C8): developer-visible configuration errors the spec fixes.

/** Errors of the cookie cipher's key (spec section 8). */
// prettier-ignore
export const SESSION_MESSAGES = {
  keyMissing:       '키정보가 없습니다.',
  keyLengthInvalid: '비밀키 길이는 16, 24, 32바이트 문자로 설정해 주세요.',
} as const;
