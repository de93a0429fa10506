import fc from 'fast-check';
import { isEnNum, isLoginId, isNumeric, isPassword1, isPassword2 } from './text-rules.ts';

describe('text rules', () => {
  it('loginId needs 4-16 lowercase letters/digits with a letter', () => {
    expect(['user', 'a123', 'abcdefghijklmnop'].map(isLoginId)).toEqual([true, true, true]);
    expect(['usr', '1234', 'abcdefghijklmnopq', 'user_1', '유저1234'].map(isLoginId)).toEqual([false, false, false, false, false]);
  });

  it('password1 needs all three kinds, 10-16 characters, no spaces', () => {
    expect(isPassword1('abc123!@#$')).toBe(true);
    expect(isPassword1('abc 123!@#$')).toBe(false);
    expect(isPassword1('abc123!@#')).toBe(false);
    expect(isPassword1('abc123!@#$abc123!')).toBe(false);
    expect(isPassword1('abcdefg123')).toBe(false);
    expect(isPassword1('비밀번호123!@#$')).toBe(false);
  });

  it('password2 rejects exactly the strings with a triple', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '1') }), (value) => {
        const hasTriple = [...value].some((c, i) => value[i + 1] === c && value[i + 2] === c);
        expect(isPassword2(value)).toBe(!hasTriple);
      }),
    );
  });

  it('enNum is English letters and digits, not Hangul', () => {
    expect(isEnNum('abcXYZ09')).toBe(true);
    expect(isEnNum('가나다')).toBe(false);
    expect(isNumeric('12 3')).toBe(false);
  });
});
