/**
 * Korean copy of what every catalogue page can ask of a visitor: logging in and the wishlist hearts
 * (convention C8). Apart from the item page's copy so list pages do not carry it.
 */
export const CATALOG_MEMBER_MESSAGES = {
  login: {
    required: '로그인 하셔야 본 서비스를\n이용하실 수 있습니다.\n로그인 페이지로 이동하시겠습니까?',
  },
  wishlist: {
    add: '관심상품 담기',
    cardAdd: (name: string) => `${name} 관심상품 담기`,
    remove: '관심상품 해제',
    added: '해당 상품이 관심상품에 담겼습니다.',
    removed: '관심상품에서 삭제되었습니다.',
    failed: '관심상품 처리에 실패했습니다.',
  },
} as const;
