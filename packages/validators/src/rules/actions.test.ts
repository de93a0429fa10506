import * as v from 'valibot';
import { VALIDATION_MESSAGES } from '../messages/ko.ts';
import {
  alphaNum,
  between,
  businessNumber,
  confirmed,
  digits,
  email,
  enNum,
  loginId,
  max,
  min,
  numeric,
  password1,
  password2,
  phoneNumber,
  required,
  rule,
  text,
} from './actions.ts';
import { validateValue, validateValueAsync } from './validate.ts';

const check = (action: ReturnType<typeof required>, value: string) => validateValue(v.pipe(text(), action), value).errors[0] ?? null;

describe('validation rules with their messages', () => {
  it.each([
    ['required', required(), '', '필수 입력 항목입니다.'],
    ['required (spaces)', required(), '   ', '필수 입력 항목입니다.'],
    ['numeric', numeric(), '12a', '숫자로만 입력해주세요'],
    ['min', min(4), 'abc', '최소 4자 이상 입력해 주세요.'],
    ['max', max(3), '가나다라', '최대 3자까지 입력해 주세요.'],
    ['alpha_num', alphaNum(), 'ab-1', '문자와 숫자로만 입력해 주세요.'],
    ['email', email(), 'user@', '사용불가능한 이메일 주소입니다.'],
    ['digits', digits(6), '12345', '6 자리로 입력해 주세요.'],
    ['between', between(1, 10), '11', '1~10자 이내로 입력해 주세요.'],
    ['password1', password1(), 'abcdefghij', '영문/숫자/특수문자(공백제외)를 혼합하여 10자 이상 16자 이하로 입력하세요.'],
    ['password2', password2(), 'abc111def!', '3자리 이상 반복된 문자, 숫자는 사용이 불가합니다.'],
    ['loginId', loginId(), 'User01', '4~16자 이내 영문 소문자, 숫자로 입력해 주세요.'],
    ['enNum', enNum(), '한글abc', '영어와 숫자로만 입력해 주세요'],
    ['businessNumber', businessNumber(), '124-81-00998', "사업자등록번호를 '-'없이 정확히 입력해주세요."],
    ['phoneNumber (empty)', phoneNumber(), ' - ', '휴대폰번호를 입력해주세요.'],
    ['phoneNumber (wrong)', phoneNumber(), '010-123-456', '휴대폰번호를 정확히 입력해주세요.'],
    ['custom rule', rule((s) => s !== 'admin'), 'admin', '값이 올바르지 않습니다!'],
  ])('%s fails with its message', (_name, action, value, message) => {
    expect(check(action, value)).toBe(message);
  });

  it.each([
    ['numeric', numeric(), '0123'],
    ['min', min(2), '가나'],
    ['max', max(3), 'abc'],
    ['alpha_num', alphaNum(), '홍길동123'],
    ['email', email(), 'user.name+tag@example.co.kr'],
    ['digits', digits(6), '012345'],
    ['between', between(1, 10), '10'],
    ['password1', password1(), 'abcd1234!@'],
    ['password2', password2(), 'aabb1122!!'],
    ['loginId', loginId(), 'user01'],
    ['enNum', enNum(), 'Abc123'],
    ['businessNumber', businessNumber(), '1248100998'],
    ['phoneNumber', phoneNumber(), '010 1234-5678'],
  ])('%s accepts a valid value', (_name, action, value) => {
    expect(check(action, value)).toBeNull();
  });

  it('leaves empty input to required, except for phoneNumber', () => {
    for (const action of [numeric(), min(4), email(), digits(6), between(1, 2), password1(), loginId(), enNum(), businessNumber()]) expect(check(action, '')).toBeNull();
  });

  it('compares confirmed against the password at validation time', () => {
    let password = 'abcd1234!@';
    const schema = v.pipe(text(), required(), confirmed(() => password));
    expect(validateValue(schema, 'abcd1234!@').valid).toBe(true);
    password = 'changed';
    expect(validateValue(schema, 'abcd1234!@').errors).toEqual(['비밀번호가 일치하지 않습니다.']);
    expect(validateValue(v.pipe(text(), confirmed('x')), 'y').errors).toEqual([VALIDATION_MESSAGES.confirmed]);
  });

  it('stops at the first failing rule and uses the default message for a wrong type', () => {
    expect(validateValue(v.pipe(text(), required(), loginId()), '').errors).toEqual(['필수 입력 항목입니다.']);
    expect(validateValue(v.pipe(text(), required()), 42 as unknown as string).errors).toEqual(['값이 올바르지 않습니다!']);
  });

  it('runs async rules', async () => {
    const taken = v.pipeAsync(
      text(),
      required(),
      v.checkAsync(async (value: string) => value !== 'taken01', '이미 사용 중인 아이디입니다.'),
    );
    await expect(validateValueAsync(taken, 'taken01')).resolves.toEqual({ valid: false, errors: ['이미 사용 중인 아이디입니다.'] });
    await expect(validateValueAsync(taken, 'free01')).resolves.toEqual({ valid: true, errors: [] });
    await expect(validateValueAsync(v.pipe(text(), required()), '')).resolves.toEqual({ valid: false, errors: ['필수 입력 항목입니다.'] });
  });
});
