/** Korean copy of the auth remote (C8). */
export const messages = {
  titles: {
    login: '로그인',
  },
  login: {
    heading: '로그인',
    description: '세일즈온 스토어 회원 아이디로 로그인해 주세요.',
    loginIdLabel: '아이디',
    loginIdPlaceholder: '아이디를 입력해 주세요',
    passwordLabel: '비밀번호',
    passwordPlaceholder: '비밀번호를 입력해 주세요',
    showPassword: '비밀번호 보기',
    hidePassword: '비밀번호 숨기기',
    saveLoginId: '아이디 저장',
    submit: '로그인',
    submitting: '로그인 중입니다',
    findId: '아이디 찾기',
    findPassword: '비밀번호 찾기',
    helpLinks: '계정 찾기',
    joinPrompt: '회원이 아니신가요?',
    join: '회원가입',
    lastMethod: '최근 로그인',
  },
} as const;
