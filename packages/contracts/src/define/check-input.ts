import * as v from 'valibot';
import type { AnySchema, Contract, ParsedInput } from './define-contract.ts';
import { CONTRACT_MESSAGES } from '../messages/ko.ts';
import { labelOf } from './fields.ts';
import { findUnsafeText } from './unsafe-text.ts';

/** Where a refused input went wrong: the part, the field path and the contract's Korean message. */
export type ContractIssue = { part: 'params' | 'query' | 'body'; path: string; message: string };

/** The outcome of `checkInput`. */
export type InputCheck<C extends Contract> = { ok: true; value: ParsedInput<C> } | { ok: false; issue: ContractIssue };

type Raw = { params?: unknown; query?: unknown; body?: unknown };

function unwrap(schema: unknown): { type?: string; wrapped?: unknown } | undefined {
  let current = schema as { type?: string; wrapped?: unknown } | undefined;
  while (current && (current.type === 'optional' || current.type === 'nullable' || current.type === 'nullish')) current = current.wrapped as typeof current;
  return current;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Query strings and path parameters arrive as text: a value whose field is a number in the contract is read as one
 * when it looks like one (anything else stays text and is refused with the field's message).
 */
function coerceText(schema: AnySchema | undefined, raw: unknown): unknown {
  const entries = (schema as { entries?: Record<string, unknown> } | undefined)?.entries;
  if (!entries || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const out: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === 'string' && NUMBER.test(value) && unwrap(entries[key])?.type === 'number') out[key] = Number(value);
  }
  return out;
}

function describe(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((p) => String((p as { key?: unknown }).key)).join('.');
}

/** Marks an issue whose schema brings no message of its own (valibot would answer its English default). */
const NO_MESSAGE = '\u0000no-message';
const PARSE_CONFIG = { message: NO_MESSAGE } as const;

/**
 * The Korean message of an issue whose schema carries none (a bare `v.string()` or `v.object()` such as a wire
 * schema reused as a body): valibot's own English default ("Invalid type: Expected …") never reaches a caller.
 * Read once the issue has its path (valibot adds it after the message).
 */
function messageOf(issue: v.BaseIssue<unknown>): string {
  if (issue.message && issue.message !== NO_MESSAGE) return issue.message;
  const key = (issue.path ?? []).map((p) => (p as { key?: unknown }).key).findLast((k): k is string => typeof k === 'string' && !/^\d+$/.test(k));
  if (key === undefined) return CONTRACT_MESSAGES.body;
  return issue.expected?.startsWith('"') && issue.received === 'undefined' ? CONTRACT_MESSAGES.required(labelOf(key)) : CONTRACT_MESSAGES.invalid(labelOf(key));
}

/**
 * Parses a request's params, query and body with the contract's schemas (numbers in params and query read from
 * text). The first refused field gives the contract's Korean message. Before any schema, a control character or a
 * lone surrogate in any value or key, or a nesting deeper than MAX_INPUT_DEPTH, refuses the input.
 * @param contract The endpoint.
 * @param raw The request's parts.
 * @returns The parsed input, or the issue.
 * @example checkInput(getItemsContract, { query: { page: '0' } }) // { ok: false, issue: { part: 'query', path: 'page', message: '페이지 번호는 1 이상으로 입력해 주세요.' } }
 */
export function checkInput<C extends Contract>(contract: C, raw: Raw): InputCheck<C> {
  const value: Record<string, unknown> = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = contract[part] as AnySchema | undefined;
    if (!schema) {
      value[part] = undefined;
      continue;
    }
    const input = part === 'body' ? raw.body : coerceText(schema, raw[part] ?? {});
    const unsafe = findUnsafeText(input);
    if (unsafe) {
      const key = unsafe.path.findLast((p) => !/^\d+$/.test(p));
      const message = unsafe.kind === 'depth' || key === undefined ? CONTRACT_MESSAGES.body : CONTRACT_MESSAGES.badChars(labelOf(key));
      return { ok: false, issue: { part, path: unsafe.path.join('.'), message } };
    }
    const result = v.safeParse(schema, input, PARSE_CONFIG);
    if (!result.success) {
      const first = result.issues[0];
      return { ok: false, issue: { part, path: describe(first), message: messageOf(first) } };
    }
    value[part] = result.output;
  }
  return { ok: true, value: value as ParsedInput<C> };
}

/**
 * Checks an answer against the contract (in development and tests, on both sides).
 * @param contract The endpoint.
 * @param answer The parsed JSON answer.
 * @returns undefined when it fits, else an English description naming the field.
 */
export function checkAnswer(contract: Contract, answer: unknown): string | undefined {
  const result = v.safeParse(contract.answer, answer);
  if (result.success) return undefined;
  const first = result.issues[0];
  return `${contract.key}: the answer does not match its contract at "${describe(first)}" (expected ${first.expected ?? '?'}, received ${first.received})`;
}
