// HTTP status and Korean message of the API's error codes: community, coupons, events and popups. One line per code.
import type { ErrorTable } from '../error-table.ts';

/** The API's error codes of community, coupons, events and popups, with HTTP status and default Korean message. */
// prettier-ignore
export const COMMUNITY_ERRORS = {
  CONTENT_NOT_FOUND:   { status: 404, message: '게시글을 찾을 수 없습니다.' },
  ALREADY_REPORTED:    { status: 400, message: '이미 신고한 게시글입니다.' },
  SELF_REPORT:         { status: 400, message: '본인의 게시글은 신고할 수 없습니다.' },
  SELF_BLOCK:          { status: 400, message: '본인의 게시글은 차단할 수 없습니다.' },
  NOT_BLOCKED:         { status: 400, message: '차단한 회원이 아닙니다.' },
  WISHLIST_NOT_FOUND:  { status: 404, message: '관심상품 삭제가 정상적으로 처리되지 않았습니다.' },
  COUPON_NOT_FOUND:    { status: 404, message: '쿠폰을 찾을 수 없습니다.' },
  COUPON_NOT_ISSUABLE: { status: 400, message: '발급 기간이 아닌 쿠폰입니다.' },
  ALREADY_DOWNLOADED:  { status: 400, message: '이미 다운로드한 쿠폰입니다.' },
  COUPON_NOT_ALLOWED:  { status: 400, message: '쿠폰을 사용할 수 없는 상품입니다.' },
  NO_COUPON:           { status: 400, message: '다운로드할 수 있는 쿠폰이 없습니다.' },
  EVENT_NOT_FOUND:     { status: 404, message: '이벤트를 찾을 수 없습니다.' },
  REPLY_NOT_ALLOWED:   { status: 400, message: '댓글을 작성할 수 없는 이벤트입니다.' },
  EVENT_NOT_RUNNING:   { status: 400, message: '종료된 이벤트입니다.' },
  POPUP_NOT_FOUND:     { status: 404, message: '팝업을 찾을 수 없습니다.' },
} as const satisfies ErrorTable;
