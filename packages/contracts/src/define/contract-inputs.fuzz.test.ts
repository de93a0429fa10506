// Property tests over the input of EVERY contract (the API's and the shell's), driven from CALLABLE_CONTRACTS, so a new contract is
// covered without touching this file. For arbitrary params, query strings and bodies (arbitrary JSON, wrong types
// for each declared field, control characters, lone surrogates, huge and non-finite numbers, deep nesting),
// `checkInput` either accepts, and then its output is accepted again, or refuses with a Korean message naming the
// part; it never throws. numRuns are small: the whole file runs in a few seconds (docs/reliability.md).
import fc from 'fast-check';
import type { AnySchema, Contract } from './define-contract.ts';
import { checkInput } from './check-input.ts';
import { CALLABLE_CONTRACTS } from '../all-contracts.ts';

const HANGUL = /[가-힣]/;

/** Strings no field should take quietly: controls, NUL, lone surrogates, long, huge numbers as text. */
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\u001b[31m', '\u0085', '\u2028', '\ufeff', '💥\ud83d', ''),
  fc.constantFrom('9'.repeat(400), '-1', '1e309', '0x10', 'NaN', 'Infinity', '-0', '1.5', ' 1', '1 ', '__proto__', 'constructor'),
  fc.constant('가'.repeat(5000)),
);

/** Numbers at and past every edge (JSON can carry all but NaN and the infinities; in-process callers can). */
const nastyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, -1, 2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e308, Number.MAX_VALUE, Number.MIN_VALUE, NaN, Infinity, -Infinity),
);

/** Any value a decoded JSON body (or a confused in-process caller) may hold. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, undefined, true, false, [], {}, [null], { __proto__: { polluted: 1 } }, Object.create(null) as object),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 4 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 4 }),
);

/** Nested arrays deeper than any field goes. */
const deepValue = fc.integer({ min: 30, max: 3000 }).map((depth) => {
  let deep: unknown = 'x';
  for (let i = 0; i < depth; i += 1) deep = i % 2 ? [deep] : { a: deep };
  return deep;
});

function entriesOf(schema: AnySchema | undefined): string[] {
  let current = schema as { type?: string; wrapped?: unknown; entries?: Record<string, unknown>; pipe?: unknown[] } | undefined;
  // Unwrap optional/nullable and pipes down to the object schema, if any.
  for (let i = 0; i < 10 && current; i += 1) {
    if (current.entries) return Object.keys(current.entries);
    if (current.wrapped) current = current.wrapped as typeof current;
    else if (Array.isArray(current.pipe) && current.pipe[0] !== current) current = current.pipe[0] as typeof current;
    else break;
  }
  return [];
}

/** Path params and query values arrive as text (or arrays of text for a repeated query key: `?a=1&a=2`). */
const textual = fc.oneof(nastyString, fc.array(nastyString, { minLength: 2, maxLength: 3 }));

/** A raw request to `contract`: every declared field of every part gets a nasty value (or none), plus stray keys. */
function rawInput(contract: Contract) {
  const part = (schema: AnySchema | undefined, value: fc.Arbitrary<unknown>) => {
    const keys = entriesOf(schema);
    return fc.record(
      {
        declared: fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }),
        stray: fc.dictionary(nastyString, value, { maxKeys: 2 }),
      },
    ).map(({ declared, stray }) => ({ ...stray, ...declared }));
  };
  return fc.record({
    params: part(contract.params as AnySchema | undefined, textual),
    query: part(contract.query as AnySchema | undefined, textual),
    body: fc.oneof({ weight: 4, arbitrary: part(contract.body as AnySchema | undefined, nastyValue) }, { weight: 1, arbitrary: nastyValue }, { weight: 1, arbitrary: deepValue }),
  });
}

function expectSound(contract: Contract, raw: { params?: unknown; query?: unknown; body?: unknown }): void {
  let result: ReturnType<typeof checkInput>;
  try {
    result = checkInput(contract, raw);
  } catch (error) {
    throw new Error(`${contract.key}: checkInput threw ${String(error)} for ${safeJson(raw)}`, { cause: error });
  }
  if (result.ok) {
    // What a handler gets is itself acceptable input (no transform produces something the contract refuses).
    const again = checkInput(contract, result.value as { params?: unknown; query?: unknown; body?: unknown });
    if (!again.ok) throw new Error(`${contract.key}: accepted ${safeJson(raw)} but refused its own output: ${again.issue.message}`);
    return;
  }
  const { issue } = result;
  expect(['params', 'query', 'body']).toContain(issue.part);
  if (typeof issue.message !== 'string' || !HANGUL.test(issue.message)) {
    throw new Error(`${contract.key}: refused ${safeJson(raw)} without a Korean message: ${safeJson(issue)}`);
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 400) ?? String(value);
  } catch {
    return String(value);
  }
}

describe('every contract refuses bad input with a Korean message and never throws', () => {
  it('has contracts to check', () => {
    expect(CALLABLE_CONTRACTS.length).toBeGreaterThan(100);
    expect(new Set(CALLABLE_CONTRACTS.map((c) => c.key)).size).toBe(CALLABLE_CONTRACTS.length);
  });

  it.each(CALLABLE_CONTRACTS.map((c) => [c.key, c] as const))('%s', (_name, contract) => {
    fc.assert(fc.property(rawInput(contract), (raw) => expectSound(contract, raw)), { numRuns: Number(process.env.FUZZ_RUNS ?? 30) });
    // Whole parts of the wrong type: a string, an array or null where an object belongs.
    for (const wrong of [null, 'text', 42, [], [{}], true]) {
      expectSound(contract, { params: wrong, query: wrong, body: wrong });
      expectSound(contract, { body: wrong });
    }
  });

  it('a polluted body never pollutes Object.prototype', () => {
    const body = JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}') as unknown;
    for (const contract of CALLABLE_CONTRACTS) expectSound(contract, { body, params: {}, query: {} });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
