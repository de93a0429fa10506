// Korean copy of my page's endpoints: claims, reviews, coupons, the address book, operator calls and point reasons.

export const MYPAGE_MESSAGES = {
  errors: {
    returnWindowPassed: '배송완료 후 7일이 지나 반품/교환을 신청할 수 없습니다.',
    paidCancelNeedsClaim: '결제가 완료된 주문은 바로 취소할 수 없습니다. 취소신청에서 취소사유와 환불 정보를 입력해 주세요.',
    claimsOpen: '처리 중인 취소/반품/교환 신청이 있습니다.',
    reasonTextRequired: '상세 사유를 입력해 주세요.',
    shippingNumberRequired: '송장번호를 입력하세요.',
    refundAccountRequired: '환불계좌 정보를 입력해주세요.',
    senderRequired: '반송지 정보를 입력해주세요.',
    exchangeReceiverRequired: '교환상품을 받으실 배송지 정보를 입력해주세요.',
    reviewPeriodPassed: '후기 작성 기간(주문 후 90일)이 지났습니다.',
    photoUnreadable: (name: string) => `${name}: 사진을 읽을 수 없습니다. jpg, png, gif 사진을 올려 주세요.`,
  },
  pointReasons: {
    SEED: '가입 축하 포인트',
    ORDER_USE: '주문 시 사용',
    ORDER_RESTORE: '주문 취소 환원',
    ORDER_EARN: '구매확정 적립',
    REVIEW_EARN: '후기 작성 적립',
    CLAIM_RESTORE: '반품 환원',
    EXPIRE: '포인트 소멸',
  } as Record<string, string>,
  claimTypes: { CANCEL: '취소', RETURN: '반품', EXCHANGE: '교환' } as Record<string, string>,
  claimStatus: { REQUESTED: '신청', COMPLETED: '완료', WITHDRAWN: '철회' } as Record<string, string>,
  tossCancelReason: { CANCEL: '고객 취소 요청', RETURN: '고객 반품' } as Record<string, string>,
  tossCancelFallback: '고객 요청',
  levels: { 1: '일반', 2: '실버', 3: '골드', 4: 'VIP' } as Record<number, string>,
} as const;
