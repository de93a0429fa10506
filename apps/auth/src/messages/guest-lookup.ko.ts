/** Korean copy of the 비회원 주문조회 form on the login page. */
export const guestLookupMessages = {
  heading: '비회원 주문조회',
  description: '주문 시 입력한 주문번호와 주문 비밀번호로 주문 내역을 확인할 수 있습니다.',
  phoneDescription: '주문 시 입력한 주문자 이름과 휴대폰번호로 인증하면 그 번호로 주문한 비회원 주문 내역을 모두 확인할 수 있습니다.',
  modes: '조회 방법',
  byOrder: '주문 정보로 조회',
  byPhone: '휴대폰 인증으로 조회',
  verifyFirst: '휴대폰 인증을 먼저 완료해 주세요.',
  orderCode: '주문번호',
  guestPassword: '주문 비밀번호',
  submit: '주문조회',
  submitting: '조회 중…',
  orderCodeRequired: '주문번호를 입력해 주세요.',
  passwordRequired: '주문 비밀번호를 입력해 주세요.',
  failed: '주문 정보를 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.',
} as const;
