import { closeFormProblems, isLastLogin, PASSWORD_RULES, problemOf } from './security-rules.ts';

describe('account security rules', () => {
  it('checks the password change fields', () => {
    expect(problemOf(PASSWORD_RULES.originalPassword, '')).toBe('필수 입력 항목입니다.');
    expect(problemOf(PASSWORD_RULES.password, 'abc')).toBe('영문/숫자/특수문자(공백제외)를 혼합하여 10자 이상 16자 이하로 입력하세요.');
    expect(problemOf(PASSWORD_RULES.password, 'Abcd!1111xyz')).toBe('3자리 이상 반복된 문자, 숫자는 사용이 불가합니다.');
    expect(problemOf(PASSWORD_RULES.confirmPassword('Fresh!24680a'), 'Fresh!24680b')).toBe('비밀번호가 일치하지 않습니다.');
    expect(problemOf(PASSWORD_RULES.password, 'Fresh!24680a')).toBeNull();
  });

  it('asks for a reason, the other reason\'s text, the password and the consent', () => {
    expect(closeFormProblems({ reason: '', etcReason: '', password: '', agreed: false }, true)).toEqual({
      reason: '탈퇴 사유를 선택해 주세요.', password: '필수 입력 항목입니다.', agreed: '안내사항 확인에 동의해 주세요.',
    });
    expect(closeFormProblems({ reason: 'ETC', etcReason: ' ', password: 'x', agreed: true }, true)).toEqual({ etcReason: '기타 사유를 입력해 주세요.' });
    expect(closeFormProblems({ reason: 'PRICE', etcReason: '', password: '', agreed: true }, false)).toEqual({});
  });

  it('knows the last way to sign in', () => {
    const info = { list: [{ snsType: 'kakao' as const, createdDate: '20260101000000' }], passwordSet: 'N' as const, configured: [] };
    expect(isLastLogin(info, 'kakao')).toBe(true);
    expect(isLastLogin({ ...info, passwordSet: 'Y' }, 'kakao')).toBe(false);
    expect(isLastLogin({ ...info, list: [...info.list, { snsType: 'naver', createdDate: '20260101000000' }] }, 'kakao')).toBe(false);
  });
});
