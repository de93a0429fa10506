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
} as const;
