// Korean copy of the order endpoints: errors, the 최대 혜택 explanation, payments and Toss Payments failure codes.

const won = (n: number): string => n.toLocaleString('ko-KR');

export const ORDER_MESSAGES = {
  /** Why an unpaid order was cancelled, as its cancel claim tells it in my page's 취소 list (by the move's reason). */
  unpaidCancelReasons: {
    SHOPPER_CANCELLED: '주문자 취소 (결제 전)',
    DEADLINE_PASSED: '입금기한 경과로 자동 취소',
    PG_FAILED: '결제 미완료로 취소',
    PG_AMOUNT_MISMATCH: '결제 금액 불일치로 자동 취소',
    OPERATOR_CANCELLED: '판매자 취소 (결제 전)',
  } as Record<string, string>,
  unpaidCancelFallback: '결제 전 주문 취소',
  errors: {
    memberOnlyItem: (name: string) => `'${name}' 상품은 회원만 구매가 가능합니다. 로그인 후 주문해 주세요.`,
    soldOutItem: (name: string) => `'${name}' 상품의 재고가 부족합니다. 주문서를 다시 확인해 주세요.`,
    priceChangedTo: (amount: number) => `주문 금액이 ${won(amount)}원으로 변경되었습니다. 변경된 금액을 확인한 후 다시 주문해 주세요.`,
    pointMax: (max: number) => `포인트는 ${won(max)}P까지 사용할 수 있습니다.`,
    guestTerms: '비회원 구매 약관에 동의해주세요.',
    guestOrderNotFound: '주문번호 또는 주문 비밀번호가 일치하지 않습니다.',
  },
  benefit: {
    itemCoupon: (coupon: string, item: string) => `상품 쿠폰 '${coupon}' → ${item}`,
    cartCoupon: (coupon: string) => `장바구니 쿠폰 '${coupon}'`,
    points: (held: number) => `포인트 사용 (보유 ${won(held)}P)`,
  },
  payment: {
    /** Why the shop cancels (refunds) a Toss payment its order can no longer take (Toss's `cancelReason`). */
    lateCancelReason: '주문 취소 후 승인된 결제 자동 취소',
    mismatchCancelReason: '결제 금액 불일치로 인한 자동 취소',
    methods: { bank: '무통장입금', card: '신용카드', vbank: '가상계좌', realtimebank: '실시간계좌이체', hp: '휴대폰', easypay: '간편결제', zero: '전액 할인' } as Record<string, string>,
    orderName: (first: string, more: number) => (more > 0 ? `${first} 외 ${more}건` : first),
    cashReceiptTypes: [
      { code: 'NONE', label: '신청안함' },
      { code: 'PERSONAL', label: '개인 소득공제용' },
      { code: 'BUSINESS', label: '사업자 증빙용' },
    ],
  },
} as const;

/** The shop's deposit accounts for 무통장입금 when `SHOP_BANK_ACCOUNTS` is not set. */
export const DEFAULT_BANK_ACCOUNTS = [
  { bankName: '국민은행', accountNumber: '123401-04-567890' },
  { bankName: '신한은행', accountNumber: '110-234-567890' },
];

/** Toss Payments failure codes (reference-behaviour 5.4 and Toss's common codes) and what the shopper reads. */
// prettier-ignore
export const TOSS_ERROR_MESSAGES: Record<string, string> = {
  BAD_REQUEST_PAY_MIN_FAIL:          '최소 결제 금액을 확인해주세요.',
  userCancel:                        '결제를 취소하셨습니다.',
  PAY_PROCESS_CANCELED:              '결제를 취소하셨습니다.',
  webhookFail:                       '호출 응답에 실패하였습니다.',
  paymentTimeExpire:                 '결제 시간이 초과되었습니다.',
  OwnerAuthFail:                     '본인 카드 인증 오류가 발생했습니다.',
  PAY_PROCESS_ABORTED:               '결제가 진행 중 중단되었습니다. 다시 시도해 주세요.',
  REJECT_CARD_PAYMENT:               '한도 초과 또는 잔액 부족으로 결제에 실패했습니다.',
  REJECT_CARD_COMPANY:               '카드사에서 결제를 거절했습니다. 다른 카드로 결제해 주세요.',
  INVALID_CARD_EXPIRATION:           '카드 유효기간을 확인해 주세요.',
  INVALID_STOPPED_CARD:              '정지된 카드입니다.',
  EXCEED_MAX_DAILY_PAYMENT_COUNT:    '하루 결제 가능 횟수를 초과했습니다.',
  EXCEED_MAX_PAYMENT_AMOUNT:         '하루 결제 가능 금액을 초과했습니다.',
  NOT_AVAILABLE_BANK:                '은행 서비스 시간이 아닙니다.',
  INVALID_PASSWORD:                  '결제 비밀번호가 일치하지 않습니다.',
  ALREADY_PROCESSED_PAYMENT:         '이미 처리된 결제입니다.',
  NOT_FOUND_PAYMENT_SESSION:         '결제 시간이 초과되었습니다.',
  UNAUTHORIZED_KEY:                  '결제 설정에 오류가 있습니다. 고객센터로 문의해 주세요.',
  FAILED_INTERNAL_SYSTEM_PROCESSING: '결제 처리 중 일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
};

/** What the shopper reads for a code the table does not know (reference-behaviour 5.4). */
export const TOSS_UNKNOWN_ERROR = '서버 내부 에러가 발생하였습니다. 신속히 조치하겠습니다.';
