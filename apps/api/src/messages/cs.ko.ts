// Korean copy of the company, customer service, terms and business endpoints.

export const CS_MESSAGES = {
  inquiryStatus: { WAITING: '답변대기', ANSWERED: '답변완료' },
  taxInvoiceStatus: { REQUESTED: '발행요청', ISSUED: '발행완료' },
  inquiryGroups: { ORDER: '주문/결제', DELIVERY: '배송', CLAIM: '취소/교환/반품', PAYMENT: '환불/입금', MEMBER: '회원정보', ETC: '기타' },
  faqTypes: { ORDER: '주문/결제', DELIVERY: '배송', CLAIM: '취소/교환/반품', MEMBER: '회원', ETC: '기타' },
  ok: 'OK',
} as const;
