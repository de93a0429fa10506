// Korean messages of the codes api-client gives failures itself, and of the sign-in answer's account codes. One line per code.

/**
 * Codes produced by the client itself: a failed or slow connection, an answer outside its contract, and the wishlist
 * and set-item calls whose failures have their own message. They carry the failed answer's status (500 without one).
 */
// prettier-ignore
export const CLIENT_ERROR_MESSAGES = {
  NETWORK_ERROR:               '네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.',
  TIMEOUT:                     '서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.',
  ANSWER_MISMATCH:             '서버 응답 형식이 올바르지 않습니다.',
  WISHLIST_LIST_FAILED:        '관심상품 목록을 불러오지 못했습니다.',
  WISHLIST_COUNT_FAILED:       '관심상품 개수를 불러오지 못했습니다.',
  WISHLIST_ADD_FAILED:         '관심상품 등록에 실패했습니다.',
  WISHLIST_DELETE_FAILED:      '관심상품 삭제에 실패했습니다.',
  WISHLIST_DELETE_ITEM_FAILED: '관심상품 삭제가 정상적으로 처리되지 않았습니다.',
  SET_ITEM_INFO_EMPTY:         '세트 구성 상품 정보를 불러오지 못했습니다.',
} as const;

/** The account codes of a successful sign-in (`LoginResponse.code`): not failures, but shown to the member. */
// prettier-ignore
export const ACCOUNT_CODE_MESSAGES = {
  SLEEP_USER:       '휴면 전환된 계정입니다.',
  PASSWORD_EXPIRED: '패스워드 기간이 만료 되었습니다.',
  TEMP_PASSWORD:    '비밀번호를 변경해주세요.',
} as const;
