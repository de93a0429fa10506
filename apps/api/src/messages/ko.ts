// Korean copy returned by the API (error messages, labels of shipping types, SEO templates).
import { withObject, withTopic } from '@shop/validators';

export const MESSAGES = {
  validation: {
    invalidJson: '요청 본문(JSON)의 형식이 올바르지 않습니다.',
  },
  category: {
    invalidDate: '기준 일시는 14자리 숫자(yyyyMMddHHmmss)로 입력해 주세요.',
  },
  cart: {
    invalidLine: (line: string) => `장바구니에 담을 상품 정보가 올바르지 않습니다: ${line}`,
    emptyRequest: '장바구니에 담을 상품을 선택해 주세요.',
    itemNotFound: '상품을 찾을 수 없습니다.',
    soldOut: '품절된 상품입니다.',
    optionSoldOut: '선택하신 옵션은 품절되었습니다.',
    textOptionRequired: (title: string) => `${withObject(title)} 입력해 주세요.`,
    textOptionTooLong: (title: string, limit: number) => `${withTopic(title)} ${limit}자 이내로 입력해 주세요.`,
    minQuantity: (n: number) => `최소 구매 수량은 ${n}개 입니다.`,
    maxQuantity: (n: number) => `최대 구매 수량은 ${n}개 입니다.`,
    outOfStock: (n: number) => `재고가 부족합니다. (구매 가능 수량: ${n}개)`,
    nothingDeleted: '삭제할 장바구니 상품을 찾을 수 없습니다.',
  },
  shipping: {
    typeLabels: {
      '1': '무료배송',
      '2': '판매자 조건부 무료배송',
      '3': '출고지 조건부 무료배송',
      '4': '상품 조건부 무료배송',
      '5': '수량별 배송비',
      '6': '고정 배송비',
    } as Record<string, string>,
    freeAbove: (amount: string) => `${amount}원 이상 구매 시 무료배송`,
    perItems: (count: number, fee: string) => `${count}개마다 배송비 ${fee}원`,
    fixed: (fee: string) => `배송비 ${fee}원`,
    free: '무료배송',
  },
  seo: {
    categoryDescription: (name: string) => `${name} 카테고리의 다양한 상품을 만나 보세요.`,
    categoryKeywords: (name: string, parents: string[]) => [...parents, name].join(','),
  },
  option: {
    soldOutSuffix: '(품절)',
    textOptionLine: (title: string, text: string) => `${title}: ${text}`,
  },
} as const;
