// Korean messages of the contracts: how the API and the browser refuse input that a contract does not accept.

/** True when the last syllable of `word` ends in a final consonant (batchim). */
function hasFinalConsonant(word: string): boolean {
  const last = word.trim().at(-1);
  if (!last) return false;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  // Digits and Latin letters: read as Korean would pronounce them.
  return /[013678LMNR]$/i.test(last);
}

/** `word` followed by the object particle 을/를. */
export function withObject(word: string): string {
  return `${word}${hasFinalConsonant(word) ? '을' : '를'}`;
}

/** `word` followed by the topic particle 은/는. */
export function withTopic(word: string): string {
  return `${word}${hasFinalConsonant(word) ? '은' : '는'}`;
}

/** Messages of refused input; `label` is the field's Korean name. */
// prettier-ignore
export const CONTRACT_MESSAGES = {
  required: (label: string) => `${withObject(label)} 입력해 주세요.`,
  invalid:  (label: string) => `${label} 값이 올바르지 않습니다.`,
  atLeast:  (label: string, limit: number) => `${withTopic(label)} ${limit} 이상으로 입력해 주세요.`,
  atMost:   (label: string, limit: number) => `${withTopic(label)} ${limit} 이하로 입력해 주세요.`,
  tooLong:  (label: string, limit: number) => `${withTopic(label)} ${limit}자 이내로 입력해 주세요.`,
  body:     '요청 내용이 올바르지 않습니다.',
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
  featuredId: '이벤트 번호', replyContent: '댓글 내용', tag: '태그', brandId: '브랜드 번호',
  eventId: '이벤트 번호', popupId: '팝업 번호', cartIds: '장바구니 번호 목록', wishlistId: '관심상품 번호',
  wishlistIds: '관심상품 번호 목록',
} as const satisfies Record<string, string>;

/** A field name with a Korean label. */
export type FieldName = keyof typeof FIELD_LABELS;
