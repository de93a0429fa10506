// Korean copy of the community endpoints: reviews, Q&A, reports and blocks, wishlist, coupons, events, popups.

export const COMMUNITY_MESSAGES = {
  secret: '비밀글입니다.',
  qnaGroups: { ITEM: '상품', DELIVERY: '배송', EXCHANGE: '교환/반품', ETC: '기타' } as Record<string, string>,
  reportReasons: [
    { code: 'ABUSE', title: '욕설/비방' },
    { code: 'ADVERTISEMENT', title: '광고/홍보' },
    { code: 'OBSCENE', title: '음란/선정성' },
    { code: 'PRIVACY', title: '개인정보 노출' },
    { code: 'SPAM', title: '도배' },
    { code: 'ETC', title: '기타' },
  ],
  contentTypes: [
    { code: 'REVIEW', title: '후기' },
    { code: 'QNA', title: '상품문의' },
    { code: 'FEATURED', title: '이벤트 댓글' },
  ],
  errors: {
    contentNotFound: '게시글을 찾을 수 없습니다.',
    alreadyReported: '이미 신고한 게시글입니다.',
    selfBlock: '본인의 게시글은 차단할 수 없습니다.',
    selfReport: '본인의 게시글은 신고할 수 없습니다.',
    notBlocked: '차단한 회원이 아닙니다.',
    wishlistNothingDeleted: '관심상품 삭제가 정상적으로 처리되지 않았습니다.',
    couponNotFound: '쿠폰을 찾을 수 없습니다.',
    couponNotIssuable: '발급 기간이 아닌 쿠폰입니다.',
    couponAlreadyDownloaded: '이미 다운로드한 쿠폰입니다.',
    couponNotAllowed: '쿠폰을 사용할 수 없는 상품입니다.',
    noCouponToDownload: '다운로드할 수 있는 쿠폰이 없습니다.',
    eventNotFound: '이벤트를 찾을 수 없습니다.',
    repliesClosed: '댓글을 작성할 수 없는 이벤트입니다.',
    eventEnded: '종료된 이벤트입니다.',
    popupNotFound: '팝업을 찾을 수 없습니다.',
  },
} as const;
