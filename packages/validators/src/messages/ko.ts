// Validation messages (spec section 5), shared by the browser and the API server. One line per rule.

/** Korean validation messages; functions for messages with parameters. */
// prettier-ignore
export const VALIDATION_MESSAGES = {
  required:       '필수 입력 항목입니다.',
  numeric:        '숫자로만 입력해주세요',
  min:            (min: number) => `최소 ${min}자 이상 입력해 주세요.`,
  max:            (max: number) => `최대 ${max}자까지 입력해 주세요.`,
  confirmed:      '비밀번호가 일치하지 않습니다.',
  alphaNum:       '문자와 숫자로만 입력해 주세요.',
  email:          '사용불가능한 이메일 주소입니다.',
  digits:         (length: number) => `${length} 자리로 입력해 주세요.`,
  between:        (min: number, max: number) => `${min}~${max}자 이내로 입력해 주세요.`,
  password1:      '영문/숫자/특수문자(공백제외)를 혼합하여 10자 이상 16자 이하로 입력하세요.',
  password2:      '3자리 이상 반복된 문자, 숫자는 사용이 불가합니다.',
  loginId:        '4~16자 이내 영문 소문자, 숫자로 입력해 주세요.',
  enNum:          '영어와 숫자로만 입력해 주세요',
  businessNumber: "사업자등록번호를 '-'없이 정확히 입력해주세요.",
  phoneEmpty:     '휴대폰번호를 입력해주세요.',
  phoneInvalid:   '휴대폰번호를 정확히 입력해주세요.',
  default:        '값이 올바르지 않습니다!',
} as const;

/** The message of a rule that brings none (spec section 5). */
export const DEFAULT_VALIDATION_MESSAGE = VALIDATION_MESSAGES.default;
