// HTTP status and Korean message of the API's error codes: visitors, catalogue and cart. One line per code.
import type { ErrorTable } from '../error-table.ts';

/** The API's error codes of visitors, catalogue and cart, with HTTP status and default Korean message. */
// prettier-ignore
export const SHOP_ERRORS = {
  SALESONID_REQUIRED: { status: 400, message: '방문자 식별값(SALESONID)이 필요합니다.' },
  INVALID_SALESONID:  { status: 400, message: '방문자 식별값(SALESONID)이 올바르지 않습니다.' },
  CATEGORY_NOT_FOUND: { status: 404, message: '카테고리를 찾을 수 없습니다.' },
  ITEM_NOT_FOUND:     { status: 404, message: '상품을 찾을 수 없습니다.' },
  BRAND_NOT_FOUND:    { status: 404, message: '브랜드를 찾을 수 없습니다.' },
  SELLER_NOT_FOUND:   { status: 404, message: '판매자를 찾을 수 없습니다.' },
  MD_TAG_NOT_FOUND:   { status: 404, message: '추천 태그를 찾을 수 없습니다.' },
  CART_NOT_FOUND:     { status: 404, message: '장바구니 상품을 찾을 수 없습니다.' },
  SOLD_OUT:           { status: 400, message: '품절된 상품입니다.' },
  OPTION_SOLD_OUT:    { status: 400, message: '선택하신 옵션은 품절되었습니다.' },
  OPTION_REQUIRED:    { status: 400, message: '옵션을 선택해 주세요.' },
  OPTION_NOT_FOUND:   { status: 400, message: '선택하신 옵션을 찾을 수 없습니다.' },
  OPTION_NOT_ALLOWED: { status: 400, message: '옵션이 없는 상품입니다.' },
  MIN_QUANTITY:       { status: 400, message: '최소 구매 수량은 1개 입니다.' },
  MAX_QUANTITY:       { status: 400, message: '최대 구매 수량은 1개 입니다.' },
  OUT_OF_STOCK:       { status: 400, message: '재고가 부족합니다. (구매 가능 수량: 0개)' },
} as const satisfies ErrorTable;
