// HTTP status and Korean message of the API's error codes: order sheets, orders and payments. One line per code.
import type { ErrorTable } from '../error-table.ts';

/** The API's error codes of order sheets, orders and payments, with HTTP status and default Korean message. */
// prettier-ignore
export const ORDER_ERRORS = {
  NOT_SET_ITEM:                { status: 400, message: '세트 상품이 아닙니다.' },
  ORDER_SHEET_NOT_FOUND:       { status: 404, message: '주문서를 찾을 수 없습니다. 장바구니에서 다시 주문해 주세요.' },
  ORDER_SHEET_USED:            { status: 409, message: '이미 주문이 완료된 주문서입니다.' },
  MEMBER_ONLY_ITEM:            { status: 403, message: '회원만 구매가 가능합니다. 로그인 후 주문해 주세요.' },
  ORDER_SOLD_OUT:              { status: 409, message: '품절된 상품이 있어 주문할 수 없습니다. 주문서를 다시 확인해 주세요.' },
  ORDER_PRICE_CHANGED:         { status: 409, message: '주문 금액이 변경되었습니다. 변경된 금액을 확인한 후 다시 주문해 주세요.' },
  COUPON_NOT_USABLE:           { status: 400, message: '사용할 수 없는 쿠폰입니다.' },
  COUPON_DUPLICATED:           { status: 400, message: '하나의 쿠폰은 한 상품에만 적용할 수 있습니다.' },
  COUPON_ALREADY_USED:         { status: 409, message: '이미 사용한 쿠폰입니다. 주문서를 다시 확인해 주세요.' },
  POINT_NOT_USABLE:            { status: 400, message: '사용할 수 있는 포인트를 확인해 주세요.' },
  POINT_SHORTAGE:              { status: 409, message: '보유 포인트가 부족합니다. 주문서를 다시 확인해 주세요.' },
  GUEST_BENEFIT_NOT_ALLOWED:   { status: 400, message: '비회원 주문은 쿠폰과 포인트를 사용할 수 없습니다.' },
  GUEST_INFO_REQUIRED:         { status: 400, message: '주문자 정보와 주문 비밀번호를 입력해 주세요.' },
  BANK_TRANSFER_REQUIRED:      { status: 400, message: '입금 계좌와 입금자명을 입력해 주세요.' },
  IDEMPOTENCY_KEY_REUSED:      { status: 409, message: '이미 다른 주문서에 사용된 주문 요청입니다. 주문서를 새로 열어 주세요.' },
  ORDER_NOT_FOUND:             { status: 404, message: '주문 정보를 찾을 수 없습니다.' },
  ORDER_NOT_CANCELLABLE:       { status: 409, message: '배송이 시작되었거나 이미 취소된 주문은 취소할 수 없습니다.' },
  PAYMENT_AMOUNT_MISMATCH:     { status: 409, message: '결제 금액이 주문 금액과 일치하지 않습니다.' },
  PAYMENT_NOT_PENDING:         { status: 409, message: '결제를 진행할 수 없는 주문입니다.' },
  PAYMENT_FAILED:              { status: 400, message: '결제에 실패했습니다.' },
  PAYMENT_NOT_CONFIGURED:      { status: 400, message: '현재 이 결제수단을 사용할 수 없습니다. 다른 결제수단을 선택해 주세요.' },
  PAYMENT_REFUNDED:            { status: 409, message: '결제가 완료되기 전에 주문이 취소되어 결제하신 금액을 환불(결제 취소)했습니다. 필요하시면 다시 주문해 주세요.' },
  PAYMENT_REFUND_PENDING:      { status: 409, message: '결제가 완료되기 전에 주문이 취소되었습니다. 결제하신 금액은 확인 후 환불해 드리겠습니다. 문의는 고객센터로 해 주세요.' },
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 503, message: '결제사에 결제 상태를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
} as const satisfies ErrorTable;
