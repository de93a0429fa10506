// Korean copy returned by the API (error messages, labels of shipping types, SEO templates).
import { withObject, withTopic } from '@shop/validators';

export const MESSAGES = {
  validation: {
    invalidJson: '요청 본문(JSON)의 형식이 올바르지 않습니다.',
    unsupportedMediaType: '지원하지 않는 요청 형식입니다. JSON으로 보내 주세요.',
    payloadTooLarge: '요청 내용이 너무 큽니다.',
  },
  http: {
    notFound: '요청한 API를 찾을 수 없습니다.',
    badRequest: '잘못된 요청입니다.',
    methodNotAllowed: '허용되지 않은 요청 방식입니다.',
    internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    databaseUnavailable: '요청이 많아 잠시 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    storageUnavailable: '저장 공간 문제로 지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    fileNotFound: '요청한 파일을 찾을 수 없습니다.',
    tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  },
  auth: {
    badCredentials: '아이디/비밀번호를 정확히 입력해 주세요.',
    unsupportedLoginType: '지원하지 않는 로그인 유형입니다.',
    unauthorized: '로그인이 필요합니다.',
    invalidToken: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
  },
  category: {
    notFound: '카테고리를 찾을 수 없습니다.',
    invalidDate: '기준 일시는 14자리 숫자(yyyyMMddHHmmss)로 입력해 주세요.',
  },
  item: {
    notFound: '상품을 찾을 수 없습니다.',
  },
  cart: {
    visitorRequired: '방문자 식별값(SALESONID)이 필요합니다.',
    invalidVisitor: '방문자 식별값(SALESONID)이 올바르지 않습니다.',
    invalidLine: (line: string) => `장바구니에 담을 상품 정보가 올바르지 않습니다: ${line}`,
    emptyRequest: '장바구니에 담을 상품을 선택해 주세요.',
    lineNotFound: '장바구니 상품을 찾을 수 없습니다.',
    itemNotFound: '상품을 찾을 수 없습니다.',
    soldOut: '품절된 상품입니다.',
    optionSoldOut: '선택하신 옵션은 품절되었습니다.',
    optionRequired: '옵션을 선택해 주세요.',
    optionNotFound: '선택하신 옵션을 찾을 수 없습니다.',
    optionNotAllowed: '옵션이 없는 상품입니다.',
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
