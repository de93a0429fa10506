import * as v from 'valibot';
import { defineContract, type ErrorsOf } from './define-contract.ts';

describe('a contract’s errors', () => {
  it('keeps the codes it names, typed as their union', () => {
    const contract = defineContract({ method: 'POST', path: '/api/test', answer: v.object({}), errors: ['ORDER_SHEET_USED', 'INVALID_TOKEN'] });
    const code: ErrorsOf<typeof contract> = contract.errors[0];
    expect(code).toBe('ORDER_SHEET_USED');
    // @ts-expect-error the contract cannot answer SOLD_OUT
    const other: ErrorsOf<typeof contract> = 'SOLD_OUT';
    expect(other).toBe('SOLD_OUT');
  });

  it('refuses a code outside the vocabulary at compile time and has none when it names none', () => {
    // @ts-expect-error NOT_A_CODE is no code of the vocabulary
    const contract = defineContract({ method: 'GET', path: '/api/test', answer: v.object({}), errors: ['NOT_A_CODE'] });
    expect(contract.errors).toEqual(['NOT_A_CODE']);
    expect(defineContract({ method: 'GET', path: '/api/test', answer: v.object({}) }).errors).toEqual([]);
  });
});
