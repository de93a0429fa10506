import { validateValue } from './validate.ts';
import { field, loginId, required } from './actions.ts';

describe('field', () => {
  it('checks the rules in order and reports the first failing message', () => {
    const schema = field(required(), loginId());
    expect(validateValue(schema, '')).toEqual({ valid: false, errors: ['필수 입력 항목입니다.'] });
    expect(validateValue(schema, 'AB').errors[0]).toBe('4~16자 이내 영문 소문자, 숫자로 입력해 주세요.');
    expect(validateValue(schema, 'demo01')).toEqual({ valid: true, errors: [] });
  });
});
