// Korean messages of the contracts: how the API and the browser refuse input that a contract does not accept.
import { withObject, withTopic } from '@shop/validators';

/** Messages of refused input; `label` is the field's Korean name. */
// prettier-ignore
export const CONTRACT_MESSAGES = {
  required: (label: string) => `${withObject(label)} 입력해 주세요.`,
  invalid:  (label: string) => `${label} 값이 올바르지 않습니다.`,
  atLeast:  (label: string, limit: number) => `${withTopic(label)} ${limit} 이상으로 입력해 주세요.`,
  atMost:   (label: string, limit: number) => `${withTopic(label)} ${limit} 이하로 입력해 주세요.`,
  tooLong:  (label: string, limit: number) => `${withTopic(label)} ${limit}자 이내로 입력해 주세요.`,
  body:     '요청 내용이 올바르지 않습니다.',
  badChars: (label: string) => `${label}에 사용할 수 없는 문자가 포함되어 있습니다.`,
} as const;

/** Messages of the order sheet's consents and guest fields (reference-behaviour 5.3). */
// prettier-ignore
export const ORDER_INPUT_MESSAGES = {
  privacyAgreement: '개인정보 제 3자 제공 및 수집·이용 안내를 확인 후 동의해주세요.',
  purchaseAgreement: '구매동의 안내를 확인 후 동의해주세요',
  guestTerms:        '비회원 구매 약관에 동의해주세요.',
  guestPassword:     '주문 비밀번호는 4~20자로 입력해 주세요.',
} as const;

/** Messages of item Q&A (reference-behaviour 4.5). */
export const QNA_INPUT_MESSAGES = {
  qnaGroupRequired: '문의 유형을 선택하세요.',
} as const;

/** Korean names of request fields, used in the messages above. */
// prettier-ignore
export const FIELD_LABELS = {
  loginId: '아이디', password: '비밀번호', loginType: '로그인 유형',
  page: '페이지 번호', itemsPerPage: '페이지당 상품 수', size: '페이지당 개수', limit: '개수',
  orderBy: '정렬 기준', sort: '정렬 방향', categoryUrl: '카테고리', d: '기준 일시', u: '페이지 경로',
  cartId: '장바구니 번호', quantity: '수량', id: '번호', ids: '번호 목록', arrayRequiredItems: '담을 상품',
  itemSets: '세트 상품', arrayItemSets: '세트 구성 상품', itemId: '상품 번호', itemUserCode: '상품 코드',
  photoFlag: '포토 후기 여부', score: '평점', qnaGroup: '문의 유형', subject: '제목', question: '문의 내용',
  secretFlag: '비밀글 여부', reportContentType: '신고 대상 유형', reportReasonType: '신고 사유',
  contentId: '게시글 번호', content: '내용', couponId: '쿠폰 번호', where: '검색 기준', query: '검색어',
  featuredId: '이벤트 번호', replyContent: '댓글 내용', tag: '태그', brandId: '브랜드 번호', sellerId: '판매자 번호',
  eventId: '이벤트 번호', popupId: '팝업 번호', cartIds: '장바구니 번호 목록', wishlistId: '관심상품 번호',
  wishlistIds: '관심상품 번호 목록',
  orderSheetId: '주문서 번호', zipcode: '우편번호', itemSequence: '주문 상품 순번', couponUserId: '쿠폰', itemCoupons: '상품 쿠폰',
  cartCouponUserId: '장바구니 쿠폰', usePoint: '사용 포인트', idempotencyKey: '주문 요청 번호', paymentMethod: '결제수단',
  expectedPayAmount: '결제 예정 금액', receiver: '배송 정보', receiveName: '받는 분', receiveMobile: '휴대폰번호', address: '주소',
  addressDetail: '상세주소', memo: '배송 메모', buyer: '주문자 정보', userName: '주문자명', mobile: '휴대폰번호', email: '이메일',
  guestPassword: '주문 비밀번호', privacyAgreed: '개인정보 제3자 제공 동의', purchaseAgreed: '구매 동의', guestTermsAgreed: '비회원 구매 약관 동의',
  bankTransfer: '무통장입금 정보', accountIndex: '입금 계좌', depositorName: '입금자명', cashReceipt: '현금영수증', receiptType: '현금영수증 유형',
  receiptNumber: '현금영수증 번호', orderCode: '주문번호', paymentKey: '결제 키', amount: '결제 금액', code: '오류 코드',
  installmentMonths: '할부 개월', easyPayProvider: '간편결제', bankCode: '은행', testMethod: '테스트 결제수단', orderId: '주문번호',
} as const satisfies Record<string, string>;

/** A field name with a Korean label. */
export type FieldName = keyof typeof FIELD_LABELS;
