/** Korean copy of the built-in test payment window and the Toss SDK call (loaded when the shopper pays). */
export const payWindowMessages = {
  title: '테스트 결제창',
  badge: '테스트 결제',
  description: '토스페이먼츠 결제창을 대신하는 로컬 테스트 결제창입니다. 실제로 결제되지 않습니다.',
  installment: '할부',
  installmentOptions: (amount: number) => [['0', '일시불'], ...(amount >= 50_000 ? [2, 3, 4, 5, 6, 10, 12].map((m) => [String(m), `${m}개월`]) : [])] as [string, string][],
  installmentNote: '할부는 5만원 이상 결제 시 선택할 수 있습니다.',
  easyPay: '간편결제',
  easyPayProviders: [['KAKAOPAY', '카카오페이'], ['NAVERPAY', '네이버페이'], ['TOSSPAY', '토스페이']] as [string, string][],
  bank: '은행',
  banks: [['06', 'KB국민은행'], ['88', '신한은행'], ['20', '우리은행'], ['81', '하나은행'], ['11', 'NH농협은행'], ['90', '카카오뱅크']] as [string, string][],
  vbankNote: '승인하면 가상계좌가 발급됩니다. 입금은 주문완료 화면에서 테스트로 처리할 수 있습니다.',
  authorizeFailed: '테스트 결제를 승인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  orderName: '주문명',
  amount: '결제금액',
  approve: '결제 승인',
  cancel: '결제 취소',
  sdkFailed: '결제창을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  /** Toss's cash receipt type for transfers and virtual accounts (SDK v2 takes the Korean value). */
  cashReceiptType: '소득공제',
};
