// HTTP status and Korean message of the API's error codes: customer service, operators and business members. One line per code.
import type { ErrorTable } from '../error-table.ts';

/** The API's error codes of customer service, operators and business members, with HTTP status and default Korean message. */
// prettier-ignore
export const CS_ERRORS = {
  POLICY_NOT_FOUND:         { status: 404, message: '약관을 찾을 수 없습니다.' },
  POLICY_VERSION_EXISTS:    { status: 409, message: '같은 시행일의 약관이 이미 있습니다.' },
  OPERATOR_ONLY:            { status: 401, message: '운영자만 사용할 수 있습니다.' },
  MAINTENANCE:              { status: 503, message: '서비스 점검 중입니다. 잠시 후 다시 이용해 주세요.' },
  BUSINESS_ALREADY_APPLIED: { status: 409, message: '이미 사업자 회원 신청이 접수되었거나 승인되었습니다.' },
  BUSINESS_ONLY:            { status: 403, message: '사업자 회원만 이용할 수 있습니다.' },
  BUSINESS_NOT_PENDING:     { status: 409, message: '심사 대기 중인 사업자 회원 신청이 없습니다.' },
  ORDER_NOT_PAID:           { status: 409, message: '결제가 완료된 주문만 세금계산서를 신청할 수 있습니다.' },
  TAX_INVOICE_EXISTS:       { status: 409, message: '이미 세금계산서를 신청한 주문입니다.' },
  TAX_INVOICE_NOT_FOUND:    { status: 404, message: '세금계산서 신청을 찾을 수 없습니다.' },
  TAX_INVOICE_ISSUED:       { status: 409, message: '이미 발행된 세금계산서입니다.' },
} as const satisfies ErrorTable;
