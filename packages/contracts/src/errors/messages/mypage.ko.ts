// HTTP status and Korean message of the API's error codes: my page (claims, reviews, addresses, inquiries). One line per code.
import type { ErrorTable } from '../error-table.ts';

/** The API's error codes of my page (claims, reviews, addresses, inquiries), with HTTP status and default Korean message. */
// prettier-ignore
export const MYPAGE_ERRORS = {
  CLAIM_NOT_ALLOWED:        { status: 409, message: '현재 주문 상태에서는 신청할 수 없습니다.' },
  CLAIM_INPUT_REQUIRED:     { status: 400, message: '신청 정보를 확인해 주세요.' },
  CLAIM_NOT_FOUND:          { status: 404, message: '신청 내역을 찾을 수 없습니다.' },
  CLAIM_NOT_WITHDRAWABLE:   { status: 409, message: '이미 처리 중이거나 처리된 신청은 철회할 수 없습니다.' },
  ORDER_STATE_CONFLICT:     { status: 409, message: '주문 상태가 변경되어 처리할 수 없습니다.' },
  REVIEW_NOT_ALLOWED:       { status: 400, message: '배송완료 또는 구매확정된 상품만 후기를 작성할 수 있습니다.' },
  REVIEW_ALREADY_WRITTEN:   { status: 409, message: '이미 후기를 작성한 상품입니다.' },
  REVIEW_NOT_FOUND:         { status: 404, message: '후기를 찾을 수 없습니다.' },
  OFFLINE_COUPON_NOT_FOUND: { status: 404, message: '등록할 수 없는 쿠폰 번호입니다.' },
  ADDRESS_NOT_FOUND:        { status: 404, message: '배송지를 찾을 수 없습니다.' },
  ADDRESS_LIMIT:            { status: 400, message: '배송지는 최대 20개까지 등록할 수 있습니다.' },
  INQUIRY_NOT_FOUND:        { status: 404, message: '문의를 찾을 수 없습니다.' },
  INQUIRY_ANSWERED:         { status: 409, message: '답변이 등록된 문의는 삭제할 수 없습니다.' },
  PASSWORD_MISMATCH:        { status: 400, message: '비밀번호가 일치하지 않습니다.' },
  PASSWORD_CHECK_REQUIRED:  { status: 403, message: '비밀번호를 다시 확인해 주세요.' },
} as const satisfies ErrorTable;
