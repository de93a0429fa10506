// Korean copy for error codes and statuses (convention C8). One line per code.
import type { ApiErrorCode } from './error-codes.ts';

/** User messages for the client's own error codes and well-known API codes. */
// prettier-ignore
export const ERROR_CODE_MESSAGES: Readonly<Record<ApiErrorCode | string, string>> = {
  NETWORK_ERROR:               '네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.',
  TIMEOUT:                     '서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.',
  ANSWER_MISMATCH:             '서버 응답 형식이 올바르지 않습니다.',
  WISHLIST_LIST_FAILED:        '관심상품 목록을 불러오지 못했습니다.',
  WISHLIST_COUNT_FAILED:       '관심상품 개수를 불러오지 못했습니다.',
  WISHLIST_ADD_FAILED:         '관심상품 등록에 실패했습니다.',
  WISHLIST_DELETE_FAILED:      '관심상품 삭제에 실패했습니다.',
  WISHLIST_DELETE_ITEM_FAILED: '관심상품 삭제가 정상적으로 처리되지 않았습니다.',
  SET_ITEM_INFO_EMPTY:         '세트 구성 상품 정보를 불러오지 못했습니다.',
  SLEEP_USER:                  '휴면 전환된 계정입니다.',
  PASSWORD_EXPIRED:            '패스워드 기간이 만료 되었습니다.',
  TEMP_PASSWORD:               '비밀번호를 변경해주세요.',
};

/** User messages by HTTP status, used when neither the server nor the code gives one. */
// prettier-ignore
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '요청이 올바르지 않습니다.',
  401: '로그인이 필요합니다.',
  403: '접근 권한이 없습니다.',
  404: '요청한 정보를 찾을 수 없습니다.',
  500: '서버 내부 에러가 발생하였습니다. 신속히 조치하겠습니다.',
};

/** The message when nothing more specific is known. */
export const DEFAULT_ERROR_MESSAGE = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
