// Korean messages of the API's error codes: visitors, catalogue and cart. One line per code.

/** Default message by code (a thrower may send a more precise one). */
// prettier-ignore
export const SHOP_ERROR_MESSAGES = {
  SALESONID_REQUIRED: '방문자 식별값(SALESONID)이 필요합니다.',
  INVALID_SALESONID:  '방문자 식별값(SALESONID)이 올바르지 않습니다.',
  CATEGORY_NOT_FOUND: '카테고리를 찾을 수 없습니다.',
  ITEM_NOT_FOUND:     '상품을 찾을 수 없습니다.',
  BRAND_NOT_FOUND:    '브랜드를 찾을 수 없습니다.',
  SELLER_NOT_FOUND:   '판매자를 찾을 수 없습니다.',
  MD_TAG_NOT_FOUND:   '추천 태그를 찾을 수 없습니다.',
  CART_NOT_FOUND:     '장바구니 상품을 찾을 수 없습니다.',
  SOLD_OUT:           '품절된 상품입니다.',
  OPTION_SOLD_OUT:    '선택하신 옵션은 품절되었습니다.',
  OPTION_REQUIRED:    '옵션을 선택해 주세요.',
  OPTION_NOT_FOUND:   '선택하신 옵션을 찾을 수 없습니다.',
  OPTION_NOT_ALLOWED: '옵션이 없는 상품입니다.',
  MIN_QUANTITY:       '최소 구매 수량은 1개 입니다.',
  MAX_QUANTITY:       '최대 구매 수량은 1개 입니다.',
  OUT_OF_STOCK:       '재고가 부족합니다. (구매 가능 수량: 0개)',
} as const;
