// Korean labels and messages of the platform contracts (visits, messenger channel).

// prettier-ignore
export const PLATFORM_LABELS = {
  visitorId:          '방문자 식별자',
  uri:                '방문 경로',
  views:              '페이지 조회 목록',
  orderCode:          '주문번호',
  orderSequence:      '주문 순번',
  cartItem:           '담을 상품',
  claimApplyItemKeys: '환불 신청 상품',
  reviewId:           '후기 번호',
  auid:               '채널 식별자',
} as const;

export const PLATFORM_INPUT_MESSAGES = {
  visitorId: '방문자 식별자 값이 올바르지 않습니다.',
} as const;
