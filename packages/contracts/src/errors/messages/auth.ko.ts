// HTTP status and Korean message of the API's error codes: sign-in, sign-up and the member lifecycle. One line per code.
import type { ErrorTable } from '../error-table.ts';

/** The API's error codes of sign-in, sign-up and the member lifecycle, with HTTP status and default Korean message. */
// prettier-ignore
export const AUTH_ERRORS = {
  LOGIN_LOCKED:              { status: 429, message: '로그인 시도 횟수를 초과했습니다. 10분 후에 다시 시도해 주세요.' },
  SMS_TOO_MANY:              { status: 429, message: '인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  ID_CHECK_TOO_MANY:         { status: 429, message: '아이디 중복검사 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  SMS_CODE_MISMATCH:         { status: 400, message: '인증번호가 일치하지 않습니다.' },
  SMS_CODE_EXPIRED:          { status: 400, message: '인증번호 입력 시간이 초과되었습니다. 인증번호를 다시 요청해 주세요.' },
  SMS_TOO_MANY_ATTEMPTS:     { status: 400, message: '인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 요청해 주세요.' },
  SMS_NOT_VERIFIED:          { status: 400, message: '휴대폰 인증을 먼저 완료해 주세요.' },
  ALREADY_MEMBER:            { status: 409, message: '이미 가입된 휴대폰번호입니다. 아이디 찾기를 이용해 주세요.' },
  DUPLICATE_LOGIN_ID:        { status: 409, message: '이미 사용 중인 아이디입니다.' },
  UNDER_14:                  { status: 400, message: '만 14세 미만은 회원가입을 할 수 없습니다.' },
  INVALID_BIRTHDAY:          { status: 400, message: '존재하지 않는 날짜입니다. 생년월일을 다시 확인해 주세요.' },
  MEMBER_NOT_FOUND:          { status: 404, message: '입력하신 정보와 일치하는 회원이 없습니다.' },
  WRONG_PASSWORD:            { status: 400, message: '현재 비밀번호가 일치하지 않습니다.' },
  SAME_PASSWORD:             { status: 400, message: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.' },
  TEMP_PASSWORD_MUST_CHANGE: { status: 400, message: '임시 비밀번호는 연장할 수 없습니다. 비밀번호를 변경해 주세요.' },
  PHONE_MISMATCH:            { status: 400, message: '회원정보의 이름, 휴대폰번호와 일치하지 않습니다.' },
  SNS_NOT_CONFIGURED:        { status: 400, message: '지원하지 않는 SNS 로그인입니다.' },
  SNS_STATE_INVALID:         { status: 400, message: 'SNS 로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해 주세요.' },
  SNS_EXCHANGE_FAILED:       { status: 400, message: 'SNS 계정 인증에 실패했습니다. 잠시 후 다시 시도해 주세요.' },
  SNS_ID_TOKEN_INVALID:      { status: 400, message: 'SNS 계정 인증 정보를 확인할 수 없습니다. 다시 로그인해 주세요.' },
  SNS_ALREADY_LINKED:        { status: 409, message: '이미 다른 회원과 연결된 SNS 계정입니다.' },
  SNS_NOT_LINKED:            { status: 404, message: '연결되지 않은 SNS 계정입니다.' },
  SNS_LAST_LOGIN:            { status: 400, message: '마지막 로그인 수단은 해제할 수 없습니다. 다른 SNS를 먼저 연결해 주세요.' },
  SNS_STATE_FOREIGN:         { status: 400, message: '이 브라우저에서 시작한 SNS 로그인이 아닙니다. 로그인 화면에서 다시 시도해 주세요.' },
  SNS_LINK_PROOF_REQUIRED:   { status: 409, message: '이미 가입된 휴대폰번호입니다. 기존 계정의 비밀번호를 입력하시거나, 기존 계정으로 로그인한 후 SNS 계정을 연결해 주세요.' },
  SNS_LINK_PASSWORD_WRONG:   { status: 400, message: '기존 계정의 비밀번호가 일치하지 않습니다.' },
} as const satisfies ErrorTable;
