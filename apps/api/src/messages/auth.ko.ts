/** Korean messages of sign-in and the member lifecycle (the API's side). */
export const AUTH_MESSAGES = {
  errors: {
    loginLockedToday: '이 아이디의 로그인 실패가 많아 처음 사용하는 기기에서는 로그인할 수 없습니다. 로그인한 적이 있는 기기를 이용하시거나 비밀번호 찾기를 이용해 주세요.',
    guestPhoneNoOrders: '입력하신 이름과 휴대폰번호로 주문한 비회원 주문 내역이 없습니다.',
    snsIdTokenExpired: 'SNS 계정 인증 정보가 만료되었습니다. 다시 로그인해 주세요.',
  },
  sms: {
    code: (code: string) => `[세일즈온] 인증번호는 [${code}]입니다. 타인에게 알려주지 마세요.`,
    loginIds: (name: string, ids: string[]) => `[세일즈온] ${name} 회원님의 아이디는 ${ids.join(', ')} 입니다.`,
    tempPassword: (password: string) => `[세일즈온] 임시 비밀번호는 ${password} 입니다. 로그인 후 비밀번호를 변경해 주세요.`,
  },
  /** The address given at sign-up becomes the first (default) entry of the address book under this name. */
  signUpAddressTitle: '기본 배송지',
} as const;
