/** Korean copy of payments: banks by Toss's code, and how a payment's choice is shown beside its method. */
export const PAYMENT_MESSAGES = {
  /** Toss Payments' bank codes (virtual accounts, transfers) and their names. */
  banks: {
    '39': '경남은행', '34': '광주은행', '12': '단위농협', '32': '부산은행', '45': '새마을금고', '64': '산림조합', '88': '신한은행', '48': '신협',
    '27': '씨티은행', '20': '우리은행', '71': '우체국', '50': '저축은행', '37': '전북은행', '35': '제주은행', '90': '카카오뱅크', '89': '케이뱅크',
    '92': '토스뱅크', '81': '하나은행', '03': 'IBK기업은행', '06': 'KB국민은행', '31': 'iM뱅크', '02': 'KDB산업은행', '11': 'NH농협은행',
    '23': 'SC제일은행', '07': '수협은행',
  } as Record<string, string>,
  /** The banks the test window offers for a virtual account or a transfer (Toss's codes). */
  testBanks: ['06', '88', '20', '81', '11', '90'],
  easyPayProviders: { KAKAOPAY: '카카오페이', NAVERPAY: '네이버페이', TOSSPAY: '토스페이' } as Record<string, string>,
  lumpSum: '일시불',
  installment: (months: number) => `${months}개월 할부`,
  /** "신용카드 (3개월 할부)", "간편결제 (카카오페이)". */
  methodWithDetail: (method: string, detail: string) => `${method} (${detail})`,
} as const;
