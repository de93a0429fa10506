import { birthdayProblem, confirmRule, daysInMonth, formatTimer, problemOf, RULES } from './form-rules.ts';

describe('member form rules', () => {
  it('checks the sign-up fields with the spec messages', () => {
    expect(problemOf(RULES.loginId, '')).toBe('필수 입력 항목입니다.');
    expect(problemOf(RULES.loginId, 'AB')).toBe('4~16자 이내 영문 소문자, 숫자로 입력해 주세요.');
    expect(problemOf(RULES.loginId, 'newuser1')).toBeNull();
    expect(problemOf(RULES.password, 'short1!')).toBe('영문/숫자/특수문자(공백제외)를 혼합하여 10자 이상 16자 이하로 입력하세요.');
    expect(problemOf(RULES.password, 'Aaaa!111bbbb')).toBe('3자리 이상 반복된 문자, 숫자는 사용이 불가합니다.');
    expect(problemOf(RULES.password, 'Fresh!24680a')).toBeNull();
    expect(problemOf(confirmRule(() => 'Fresh!24680a'), 'Fresh!24680b')).toBe('비밀번호가 일치하지 않습니다.');
    expect(problemOf(RULES.email, 'not-an-address')).toBe('사용불가능한 이메일 주소입니다.');
  });

  it('checks the SMS fields', () => {
    expect(problemOf(RULES.phoneNumber, '')).toBe('휴대폰번호를 입력해주세요.');
    expect(problemOf(RULES.phoneNumber, '010-12')).toBe('휴대폰번호를 정확히 입력해주세요.');
    expect(problemOf(RULES.phoneNumber, '010-1234-5678')).toBeNull();
    expect(problemOf(RULES.authNumber, '12345')).toBe('6 자리로 입력해 주세요.');
    expect(problemOf(RULES.userName, '')).toBe('필수 입력 항목입니다.');
  });

  it('refuses a missing birthday and under-14s', () => {
    expect(birthdayProblem('', '1', '1', '20260315')).toBe('생년월일을 선택해 주세요.');
    expect(birthdayProblem('2012', '3', '16', '20260315')).toBe('만 14세 미만은 회원가입을 할 수 없습니다.');
    expect(birthdayProblem('2012', '3', '15', '20260315')).toBeNull();
  });

  it('refuses a day the month does not have with its own message, not the under-14 one', () => {
    expect(birthdayProblem('1990', '2', '31', '20260315')).toBe('존재하지 않는 날짜입니다. 생년월일을 다시 확인해 주세요.');
    expect(birthdayProblem('1991', '2', '29', '20260315')).toBe('존재하지 않는 날짜입니다. 생년월일을 다시 확인해 주세요.');
    expect(birthdayProblem('1990', '4', '31', '20260315')).toBe('존재하지 않는 날짜입니다. 생년월일을 다시 확인해 주세요.');
    expect(birthdayProblem('2000', '2', '29', '20260315')).toBeNull();
  });

  it('offers the days of each month', () => {
    expect(daysInMonth('1990', '1')).toBe(31);
    expect(daysInMonth('1990', '4')).toBe(30);
    expect(daysInMonth('1991', '2')).toBe(28);
    expect(daysInMonth('2000', '2')).toBe(29);
    expect(daysInMonth('', '2')).toBe(29);
    expect(daysInMonth('1990', '')).toBe(31);
  });

  it('formats the code timer', () => {
    expect(formatTimer(180)).toBe('03:00');
    expect(formatTimer(59.5)).toBe('00:59');
    expect(formatTimer(-3)).toBe('00:00');
  });
});
