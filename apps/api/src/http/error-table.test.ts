import assert from 'node:assert/strict';
import { ALL_CONTRACTS, API_ERRORS as VOCABULARY } from '@shop/contracts';
import { SHELL_ERRORS } from '@shop/contracts/errors';
import { API_ERRORS, apiError, errorBody, type ApiErrorCode } from './error-table.ts';

describe('the API error table', () => {
  it('is the vocabulary of @shop/contracts: every code answers its status and Korean message', () => {
    assert.equal(API_ERRORS, VOCABULARY);
    for (const code of Object.keys(API_ERRORS) as ApiErrorCode[]) {
      const thrown = apiError(code);
      assert.deepEqual({ status: thrown.status, code: thrown.code, message: thrown.message }, errorBody(code));
      assert.ok(thrown.status >= 400 && thrown.status <= 599 && /[가-힣]/.test(thrown.message), code);
    }
    assert.equal(apiError('SOLD_OUT', '선택하신 옵션은 품절되었습니다.').message, '선택하신 옵션은 품절되었습니다.');
  });

  it('answers every code an API contract names', () => {
    const missing = ALL_CONTRACTS.flatMap((contract) => contract.errors.filter((code) => !(code in API_ERRORS)).map((code) => `${contract.key}: ${code}`));
    assert.deepEqual(missing, []);
    assert.ok(Object.keys(SHELL_ERRORS).includes('TOKEN_ENDPOINT') && !('TOKEN_ENDPOINT' in API_ERRORS));
  });
});
