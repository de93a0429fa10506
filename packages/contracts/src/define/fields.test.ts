import * as v from 'valibot';
import { checkInput } from './check-input.ts';
import { fields, id, int, list, oneOf, text } from './fields.ts';
import { fillPath, findContract } from './paths.ts';
import { ALL_CONTRACTS, CALLABLE_CONTRACTS } from '../all-contracts.ts';
import { getItemsContract } from '../catalog/catalog-contracts.ts';
import { loginContract } from '../auth/auth-contracts.ts';

const body = fields({ cartId: id('cartId'), quantity: int('quantity', { min: 1, max: 9999 }), memo: v.optional(text('content', { max: 3 })) });
const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
};

describe('field schemas', () => {
  it('name the field in every message', () => {
    expect(messageOf(body, { quantity: 1 })).toBe('장바구니 번호를 입력해 주세요.');
    expect(messageOf(body, { cartId: 'x', quantity: 1 })).toBe('장바구니 번호 값이 올바르지 않습니다.');
    expect(messageOf(body, { cartId: 1, quantity: 0 })).toBe('수량은 1 이상으로 입력해 주세요.');
    expect(messageOf(body, { cartId: 1, quantity: 10000 })).toBe('수량은 9999 이하로 입력해 주세요.');
    expect(messageOf(body, { cartId: 1, quantity: 1, memo: 'abcd' })).toBe('내용은 3자 이내로 입력해 주세요.');
    expect(messageOf(body, 'text')).toBe('요청 내용이 올바르지 않습니다.');
    expect(messageOf(oneOf('sort', ['ASC']), 'UP')).toBe('정렬 방향 값이 올바르지 않습니다.');
    expect(messageOf(list('cartIds', id('cartId'), { min: 1, max: 2 }), [])).toBe('장바구니 번호 목록을 입력해 주세요.');
  });

  it('refuse user input with the form rules\' messages, a missing key like an empty field', () => {
    expect(checkInput(loginContract, { body: { password: 'x' } })).toMatchObject({ ok: false, issue: { path: 'loginId', message: '필수 입력 항목입니다.' } });
    expect(checkInput(loginContract, { body: { loginId: ' ', password: 'x' } })).toMatchObject({ ok: false, issue: { message: '필수 입력 항목입니다.' } });
  });
});

describe('checkInput', () => {
  it('reads numbers of the query string and applies defaults', () => {
    expect(checkInput(getItemsContract, { query: { page: '2', categoryUrl: '7' } })).toEqual({
      ok: true,
      value: { params: undefined, body: undefined, query: { page: 2, categoryUrl: '7', itemsPerPage: 24 } },
    });
    expect(checkInput(getItemsContract, { query: { itemsPerPage: 'abc' } })).toMatchObject({ ok: false, issue: { part: 'query', message: '페이지당 상품 수 값이 올바르지 않습니다.' } });
  });
});

describe('paths', () => {
  it('fill parameters and find the contract of a concrete path', () => {
    expect(fillPath('/api/item/:itemUserCode/relation', { itemUserCode: 'P 1' })).toBe('/api/item/P%201/relation');
    expect(findContract(ALL_CONTRACTS, 'GET', '/api/brand/main')?.key).toBe('GET /api/brand/main');
    expect(findContract(ALL_CONTRACTS, 'GET', '/api/brand/7')?.key).toBe('GET /api/brand/:id');
    expect(findContract(ALL_CONTRACTS, 'POST', '/api/visit/unknown')).toBeUndefined();
  });

  it('have one contract per method and path: keys are unique', () => {
    const keys = CALLABLE_CONTRACTS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
