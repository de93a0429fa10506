// The one trim rule, checked over EVERY contract (driven from CALLABLE_CONTRACTS, so a new contract is covered): each
// string field of a request's params, query and body is trimmed by the shared TRIM action (text/userInput), is a
// fixed value (oneOf/literal), or was declared `verbatimText` on purpose (passwords, a file's name).
import * as v from 'valibot';
import { checkInput } from './check-input.ts';
import { cleanText, fields, isVerbatim, text, TRIM, userInput } from './fields.ts';
import { CALLABLE_CONTRACTS } from '../all-contracts.ts';
import { saveAddressContract } from '../mypage/mypage-member-contracts.ts';
import { field, required, VALIDATION_MESSAGES } from '@shop/validators';

type Node = {
  kind?: string; type?: string; pipe?: unknown[]; entries?: Record<string, unknown>; rest?: unknown; item?: unknown; items?: unknown[];
  wrapped?: unknown; options?: unknown[]; key?: unknown; value?: unknown;
};

/** Paths of string fields that escape the rule. */
function untrimmed(schema: unknown, path: string, trimmed: boolean, out: string[]): string[] {
  const node = schema as Node | undefined;
  if (!node || typeof node !== 'object' || node.kind !== 'schema') return out;
  if (isVerbatim(node)) return out;
  if (Array.isArray(node.pipe)) {
    const inPipe = trimmed || node.pipe.includes(TRIM);
    for (const item of node.pipe) if (item !== node) untrimmed(item, path, inPipe, out);
    return out;
  }
  if (node.type === 'string' && !trimmed) out.push(path);
  for (const [key, entry] of Object.entries(node.entries ?? {})) untrimmed(entry, `${path}.${key}`, false, out);
  for (const child of [node.rest, node.item, node.wrapped, node.key, node.value]) untrimmed(child, `${path}[]`, trimmed, out);
  for (const child of [...(node.items ?? []), ...(Array.isArray(node.options) && node.type !== 'picklist' ? node.options : [])]) untrimmed(child, path, trimmed, out);
  return out;
}

describe('the trim rule', () => {
  it('covers every string field of every contract\'s params, query and body', () => {
    const escaped = CALLABLE_CONTRACTS.flatMap((contract) =>
      (['params', 'query', 'body'] as const).flatMap((part) => untrimmed(contract[part], `${contract.key} ${part}`, false, [])));
    expect(escaped).toEqual([]);
    expect(CALLABLE_CONTRACTS.length).toBeGreaterThan(100);
  });

  it('the walker finds a bare v.string() (so the test above can fail)', () => {
    expect(untrimmed(fields({ a: v.string(), b: v.optional(v.array(v.string())), c: text('content') }), 'x', false, [])).toEqual(['x.a', 'x.b[][]']);
  });

  it('strips blanks and zero-width characters at either end only', () => {
    expect(cleanText(' \u200b\u3000홍길동\u00a0\ufeff\n')).toBe('홍길동');
    expect(cleanText('a  b')).toBe('a  b');
    expect(cleanText('\u200b\u200c\u200d\u2060')).toBe('');
  });

  it('refuses blank, whitespace-only and zero-width-only required text with "필수 입력 항목입니다."', () => {
    const body = fields({ name: text('content', { min: 1, max: 10 }), spec: userInput(field(required()), VALIDATION_MESSAGES.required) });
    for (const blank of ['', '   ', '\t\n', '\u200b', '\u3000\u200d', '\ufeff']) {
      const a = v.safeParse(body, { name: blank, spec: 'x' });
      const b = v.safeParse(body, { name: 'x', spec: blank });
      expect(a.success ? undefined : a.issues[0].message).toBe('필수 입력 항목입니다.');
      expect(b.success ? undefined : b.issues[0].message).toBe('필수 입력 항목입니다.');
    }
    expect(v.parse(body, { name: ' 가 ', spec: '\u200b나 ' })).toEqual({ name: '가', spec: '나' });
  });

  it('refuses the blank address of the issue and stores a trimmed one', () => {
    const blank = { title: 'Home', userName: '   ', mobile: '01012345678', zipcode: '06236', address: '   ', addressDetail: '   ' };
    expect(checkInput(saveAddressContract, { body: blank })).toMatchObject({ ok: false, issue: { path: 'userName', message: '필수 입력 항목입니다.' } });
    const ok = checkInput(saveAddressContract, { body: { ...blank, userName: ' 홍길동 ', address: '서울 ', addressDetail: ' 101호' } });
    expect(ok).toMatchObject({ ok: true, value: { body: { userName: '홍길동', address: '서울', addressDetail: '101호' } } });
  });
});
