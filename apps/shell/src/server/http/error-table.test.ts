import { API_ERRORS, SHELL_ERRORS as VOCABULARY } from '@shop/contracts/errors';
import { SHELL_ERRORS, shellError, type ShellErrorCode } from './error-table.ts';

describe('the shell error table', () => {
  it('is the shell side of the vocabulary: each code answers its status and Korean message', () => {
    expect(SHELL_ERRORS).toBe(VOCABULARY);
    for (const code of Object.keys(SHELL_ERRORS) as ShellErrorCode[]) {
      const body = shellError(code);
      expect(body).toEqual({ status: VOCABULARY[code].status, code, message: VOCABULARY[code].message });
      expect(body.message).toMatch(/[가-힣]/);
    }
  });

  it('keeps its own wording where the API has a code of the same name', () => {
    expect(shellError('NOT_FOUND')).toEqual({ status: 404, code: 'NOT_FOUND', message: '요청하신 주소를 찾을 수 없습니다.' });
    expect(API_ERRORS.NOT_FOUND.message).toBe('요청한 API를 찾을 수 없습니다.');
  });
});
