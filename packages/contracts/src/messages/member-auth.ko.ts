/** Korean labels of the member-lifecycle fields (sign-up, recovery, account security). */
// prettier-ignore
export const MEMBER_AUTH_LABELS = {
  userName: '이름', phoneNumber: '휴대폰번호', authNumber: '인증번호', requestToken: '인증 요청 번호',
  email: '이메일', birthday: '생년월일', gender: '성별', zipcode: '우편번호', address: '주소', addressDetail: '상세주소',
  receive: '수신 동의', agreed: '약관 동의', carryGuestOrders: '비회원 주문 가져오기', originalPassword: '현재 비밀번호',
  confirmPassword: '비밀번호 재입력', leaveReason: '탈퇴 사유', etcReason: '기타 사유', snsType: 'SNS 종류', purpose: '요청 목적',
  code: '인가 코드', state: '요청 상태값', snsState: 'SNS 가입 정보', appleUser: 'Apple 사용자 정보', memberPassword: '기존 계정 비밀번호', browserKey: 'SNS 로그인 확인값',
} as const;

/** Messages of the sign-up form the API repeats. */
export const MEMBER_AUTH_MESSAGES = {
  requiredConsent: '필수 약관에 동의해 주세요.',
  birthday: '생년월일을 정확히 입력해 주세요.',
} as const;
