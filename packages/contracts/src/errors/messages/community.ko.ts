// Korean messages of the API's error codes: community, coupons, events and popups. One line per code.

/** Default message by code (a thrower may send a more precise one). */
// prettier-ignore
export const COMMUNITY_ERROR_MESSAGES = {
  CONTENT_NOT_FOUND:   '게시글을 찾을 수 없습니다.',
  ALREADY_REPORTED:    '이미 신고한 게시글입니다.',
  SELF_REPORT:         '본인의 게시글은 신고할 수 없습니다.',
  SELF_BLOCK:          '본인의 게시글은 차단할 수 없습니다.',
  NOT_BLOCKED:         '차단한 회원이 아닙니다.',
  WISHLIST_NOT_FOUND:  '관심상품 삭제가 정상적으로 처리되지 않았습니다.',
  COUPON_NOT_FOUND:    '쿠폰을 찾을 수 없습니다.',
  COUPON_NOT_ISSUABLE: '발급 기간이 아닌 쿠폰입니다.',
  ALREADY_DOWNLOADED:  '이미 다운로드한 쿠폰입니다.',
  COUPON_NOT_ALLOWED:  '쿠폰을 사용할 수 없는 상품입니다.',
  NO_COUPON:           '다운로드할 수 있는 쿠폰이 없습니다.',
  EVENT_NOT_FOUND:     '이벤트를 찾을 수 없습니다.',
  REPLY_NOT_ALLOWED:   '댓글을 작성할 수 없는 이벤트입니다.',
  EVENT_NOT_RUNNING:   '종료된 이벤트입니다.',
  POPUP_NOT_FOUND:     '팝업을 찾을 수 없습니다.',
} as const;
