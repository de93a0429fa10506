// Korean labels and messages of the my page contracts; kept out of the shared FIELD_LABELS table.

/** Labels of my page's request fields. */
// prettier-ignore
export const MYPAGE_LABELS = {
  keyword: '검색어', claimCode: '신청 번호', quantity: '수량', accountNo: '계좌번호', nextStatus: '다음 상태', senderName: '보내는 분', senderMobile: '보내는 분 휴대폰번호', zipcode: '우편번호', exchangeReceiveName: '교환상품 받는 분', exchangeReceiveMobile: '교환상품 받는 분 휴대폰번호', reason: '사유', photo: '사진', reasonText: '상세 사유',
  addressDetail: '상세주소', shippingNumber: '송장번호', claimType: '신청 유형', bankInName: '예금주명', bank: '은행', startDate: '조회 시작일',
  endDate: '조회 종료일', orderStatus: '주문 상태', address: '주소', company: '택배사', size: '페이지당 개수', shippingAskType: '회수 방법',
  defaultFlag: '기본 배송지', photoArea: '사진 용도', items: '상품 목록',
  verifyToken: '비밀번호 확인', birthday: '생년월일', gender: '성별', receiveSms: 'SMS 수신', receiveEmail: '이메일 수신', receiver: '받는 분', addressTitle: '배송지명', couponTab: '쿠폰 구분', score: '평점', pointType: '포인트 구분',
} as const;

/** Messages of refused my page input. */
export const MYPAGE_INPUT_MESSAGES = {
  accountDigits: '계좌번호는 숫자로만 입력해주세요',
  photo: '사진 값이 올바르지 않습니다.',
  shippingNumber: '송장번호를 입력하세요.',
  birthday: '생년월일을 정확히 입력해 주세요.',
} as const;
