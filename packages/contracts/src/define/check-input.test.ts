import * as v from 'valibot';
import { checkInput } from './check-input.ts';
import { defineContract } from './define-contract.ts';
import { loginContract } from '../auth/auth-contracts.ts';

// A schema without messages of its own (a wire schema reused as a body): valibot's English defaults never reach a
// caller; the field's Korean label does (found by contract-inputs.fuzz.test.ts).
const bare = defineContract({
  method: 'POST', path: '/test', answer: v.object({}),
  body: v.object({ quantity: v.number(), shopName: v.string(), nested: v.object({ flag: v.boolean() }) }),
});

describe('checkInput messages', () => {
  it('a wrong type in a field without a message reads "<label> 값이 올바르지 않습니다."', () => {
    expect(checkInput(loginContract, { body: { loginType: 0, loginId: 'demo01', password: 'x' } })).toEqual({
      ok: false, issue: { part: 'body', path: 'loginType', message: '로그인 유형 값이 올바르지 않습니다.' },
    });
    expect(checkInput(bare, { body: { quantity: 'x', shopName: 'a', nested: { flag: true } } })).toMatchObject({ ok: false, issue: { message: '수량 값이 올바르지 않습니다.' } });
  });

  it('a missing key reads "<label>을/를 입력해 주세요."; a body that is no object, the generic message', () => {
    expect(checkInput(bare, { body: { quantity: 1 } })).toMatchObject({ ok: false, issue: { path: 'shopName', message: 'shopName를 입력해 주세요.' } });
    expect(checkInput(bare, { body: { quantity: 1, shopName: 'a', nested: { flag: null } } })).toMatchObject({ ok: false, issue: { path: 'nested.flag', message: 'flag 값이 올바르지 않습니다.' } });
    expect(checkInput(bare, { body: 'text' })).toMatchObject({ ok: false, issue: { message: '요청 내용이 올바르지 않습니다.' } });
  });
});
