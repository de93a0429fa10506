// Korean copy of the company, customer service, terms and business endpoints.

export const CS_MESSAGES = {
  errors: {
    policyNotFound: '약관을 찾을 수 없습니다.',
    policyVersionExists: '같은 시행일의 약관이 이미 있습니다.',
    operatorOnly: '운영자만 사용할 수 있습니다.',
    maintenance: '서비스 점검 중입니다. 잠시 후 다시 이용해 주세요.',
    businessAlreadyApplied: '이미 사업자 회원 신청이 접수되었거나 승인되었습니다.',
    businessOnly: '사업자 회원만 이용할 수 있습니다.',
    businessNotPending: '심사 대기 중인 사업자 회원 신청이 없습니다.',
    orderNotPaid: '결제가 완료된 주문만 세금계산서를 신청할 수 있습니다.',
    taxInvoiceExists: '이미 세금계산서를 신청한 주문입니다.',
    taxInvoiceNotFound: '세금계산서 신청을 찾을 수 없습니다.',
    taxInvoiceIssued: '이미 발행된 세금계산서입니다.',
  },
  inquiryStatus: { WAITING: '답변대기', ANSWERED: '답변완료' },
  taxInvoiceStatus: { REQUESTED: '발행요청', ISSUED: '발행완료' },
  inquiryGroups: { ORDER: '주문/결제', DELIVERY: '배송', CLAIM: '취소/교환/반품', PAYMENT: '환불/입금', MEMBER: '회원정보', ETC: '기타' },
  faqTypes: { ORDER: '주문/결제', DELIVERY: '배송', CLAIM: '취소/교환/반품', MEMBER: '회원', ETC: '기타' },
  ok: 'OK',
} as const;
