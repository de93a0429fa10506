// Korean copy of my page's endpoints: claims, reviews, coupons, the address book, operator calls and point reasons.

export const MYPAGE_MESSAGES = {
  errors: {
    claimNotAllowed: '현재 주문 상태에서는 신청할 수 없습니다.',
    returnWindowPassed: '배송완료 후 7일이 지나 반품/교환을 신청할 수 없습니다.',
    claimInput: '신청 정보를 확인해 주세요.',
    reasonTextRequired: '상세 사유를 입력해 주세요.',
    shippingNumberRequired: '송장번호를 입력하세요.',
    refundAccountRequired: '환불계좌 정보를 입력해주세요.',
    operatorForbidden: '운영자 인증이 필요합니다.',
    stateConflict: '주문 상태가 변경되어 처리할 수 없습니다.',
    reviewNotAllowed: '배송완료 또는 구매확정된 상품만 후기를 작성할 수 있습니다.',
    reviewPeriodPassed: '후기 작성 기간(주문 후 90일)이 지났습니다.',
    reviewAlreadyWritten: '이미 후기를 작성한 상품입니다.',
    reviewNotFound: '후기를 찾을 수 없습니다.',
    offlineCouponNotFound: '등록할 수 없는 쿠폰 번호입니다.',
    addressNotFound: '배송지를 찾을 수 없습니다.',
    addressLimit: '배송지는 최대 20개까지 등록할 수 있습니다.',
  },
  pointReasons: {
    SEED: '가입 축하 포인트',
    ORDER_USE: '주문 시 사용',
    ORDER_RESTORE: '주문 취소 환원',
    ORDER_EARN: '구매확정 적립',
    REVIEW_EARN: '후기 작성 적립',
    CLAIM_RESTORE: '반품 환원',
  } as Record<string, string>,
  claimTypes: { CANCEL: '취소', RETURN: '반품', EXCHANGE: '교환' } as Record<string, string>,
  claimStatus: { REQUESTED: '신청', COMPLETED: '완료', WITHDRAWN: '철회' } as Record<string, string>,
  tossCancelReason: { CANCEL: '고객 취소 요청', RETURN: '고객 반품' } as Record<string, string>,
  tossCancelFallback: '고객 요청',
  levels: { 1: '일반', 2: '실버', 3: '골드', 4: 'VIP' } as Record<number, string>,
} as const;
