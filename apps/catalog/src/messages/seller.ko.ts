/** Korean copy of a seller's shop, `/sellers/:id` (convention C8); its business details use the item page's labels. */
export const SELLER_MESSAGES = {
  /** The page title and its heading. */
  title: (name: string) => `${name} 상품 모아보기`,
  itemsLabel: (name: string) => `${name} 상품 목록`,
  empty: '판매 중인 상품이 없습니다.',
} as const;
