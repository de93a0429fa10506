import { validateLogin } from './validate-login.ts';

describe('validateLogin', () => {
  it('requires both the id and the password', () => {
    expect(validateLogin({ loginId: '', password: '' })).toEqual({ loginId: '필수 입력 항목입니다.', password: '필수 입력 항목입니다.' });
  });

  it('treats an id of spaces as empty', () => {
    expect(validateLogin({ loginId: '   ', password: 'secret' })).toEqual({ loginId: '필수 입력 항목입니다.' });
  });

  it('accepts any filled id and password', () => {
    expect(validateLogin({ loginId: 'demo01', password: 'Demo!2345678' })).toEqual({});
  });
});
