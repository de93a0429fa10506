import * as v from 'valibot';
import { DEFAULT_VALIDATION_MESSAGE, field, maxLength, required, VALIDATION_MESSAGES } from '@shop/validators';
import { CONTRACT_MESSAGES as M, FIELD_LABELS, type FieldName } from '../messages/ko.ts';

/** The largest id the databases hold (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** Labels of the schemas built here, read back when an object misses a key. */
const LABELS = new WeakMap<object, string>();
/** Schemas whose missing key reads as an empty entry (user input: the form's own 'required' message). */
const MISSING_AS_EMPTY = new WeakMap<object, string>();

function labelled<T extends object>(schema: T, label: string): T {
  LABELS.set(schema, label);
  return schema;
}

/** The Korean label of a field name (the name itself when it has none). */
export function labelOf(name: string): string {
  return (FIELD_LABELS as Record<string, string>)[name] ?? name;
}

type IntOptions = { min?: number; max?: number };

/**
 * An integer field: a wrong type reads '<label> 값이 올바르지 않습니다.', bounds '<label>은 n 이상/이하로…'.
 * @param name Field name (its label comes from FIELD_LABELS) or `{ label }`.
 * @param options Inclusive bounds.
 * @returns The valibot schema.
 * @example int('page', { min: 1, max: 100000 })
 */
export function int(name: FieldName | { label: string }, { min, max }: IntOptions = {}) {
  const label = typeof name === 'string' ? labelOf(name) : name.label;
  return labelled(
    v.pipe(
      v.number(M.invalid(label)),
      v.integer(M.invalid(label)),
      v.minValue(min ?? Number.MIN_SAFE_INTEGER, M.atLeast(label, min ?? Number.MIN_SAFE_INTEGER)),
      v.maxValue(max ?? Number.MAX_SAFE_INTEGER, M.atMost(label, max ?? Number.MAX_SAFE_INTEGER)),
    ),
    label,
  );
}

/** A database id: an integer from 1 to MAX_ID. */
export const id = (name: FieldName | { label: string }) => int(name, { min: 1, max: MAX_ID });

/** A page number (1-based, default 1). */
export const pageNumber = () => v.optional(int('page', { min: 1, max: 100_000 }), 1);

/** A page size from 1 to `max`, `fallback` when absent. */
export const pageSizeOf = (name: FieldName, max: number, fallback: number) => v.optional(int(name, { min: 1, max }), fallback);

type TextOptions = { min?: number; max?: number };

/** Blanks at either end of a text: white space (JS `\s`, which covers NBSP, U+3000 and U+FEFF) and zero-width characters. */
const EDGE_BLANKS = /^[\s\u200b-\u200d\u2060\u180e]+|[\s\u200b-\u200d\u2060\u180e]+$/gu;

/**
 * The one trim rule of every text field: blanks and zero-width characters at either end go, so a value made of
 * them only is ''.
 * @param value Input.
 * @returns The value without surrounding blanks.
 * @example cleanText(' \u200b 홍길동 ') // '홍길동'
 */
export function cleanText(value: string): string {
  return value.replace(EDGE_BLANKS, '');
}

/** The trim action itself, shared by every text schema (the contract walker test looks for it by identity). */
export const TRIM = v.transform(cleanText);

/** Text schemas that keep their value as typed (passwords), recorded for the contract walker test. */
const VERBATIM = new WeakSet<object>();

/** Whether `schema` was declared with `verbatimText` (kept as typed, on purpose). */
export function isVerbatim(schema: object): boolean {
  return VERBATIM.has(schema);
}

/**
 * A text field: trimmed (cleanText); a blank value reads '필수 입력 항목입니다.' when `min` ≥ 1, '<label>은 n자
 * 이내로…' above `max`; a missing key reads '<label>을 입력해 주세요.'.
 * @param name Field name or `{ label }`.
 * @param options Length bounds in characters (of the trimmed value).
 * @returns The valibot schema.
 * @example text('itemUserCode', { min: 1, max: 50 })
 */
export function text(name: FieldName | { label: string }, { min = 0, max }: TextOptions = {}) {
  const label = typeof name === 'string' ? labelOf(name) : name.label;
  return labelled(
    v.pipe(
      v.string(M.invalid(label)),
      TRIM,
      v.check((s: string) => s !== '' || min < 1, VALIDATION_MESSAGES.required),
      v.check((s: string) => [...s].length >= min, M.invalid(label)),
      v.check((s: string) => max === undefined || [...s].length <= max, M.tooLong(label, max ?? 0)),
    ),
    label,
  );
}

/**
 * One of fixed values: anything else reads '<label> 값이 올바르지 않습니다.'.
 * @param name Field name or `{ label }`.
 * @param options The allowed values.
 * @returns The valibot schema.
 * @example oneOf('sort', ['', 'ASC', 'DESC'])
 */
export function oneOf<const T extends readonly string[]>(name: FieldName | { label: string }, options: T) {
  const label = typeof name === 'string' ? labelOf(name) : name.label;
  return labelled(v.picklist(options, M.invalid(label)), label);
}

/**
 * A list with `min`..`max` entries: empty reads '<label>을 입력해 주세요.'.
 * @param name Field name or `{ label }`.
 * @param item The entry schema.
 * @param bounds Entry count bounds.
 * @returns The valibot schema.
 */
export function list<TItem extends v.GenericSchema>(name: FieldName | { label: string }, item: TItem, { min = 0, max }: { min?: number; max: number }) {
  const label = typeof name === 'string' ? labelOf(name) : name.label;
  return labelled(
    v.pipe(v.array(item, M.invalid(label)), v.minLength(min, M.required(label)), v.maxLength(max, M.atMost(label, max))),
    label,
  );
}

/**
 * User input checked by the spec's rules (packages/validators), so the browser form and the API refuse the same
 * input with the same message; trimmed first (cleanText), so blank and zero-width-only input reads like an empty
 * field, and a missing key too.
 * @param schema A `field(...)` of @shop/validators.
 * @param emptyMessage The message of an empty field (the first rule's).
 * @returns The schema behind the trim rule, marked.
 */
export function userInput<T extends v.GenericSchema<string, string>>(schema: T, emptyMessage: string): T {
  const trimmed = v.pipe(v.string(DEFAULT_VALIDATION_MESSAGE), TRIM, schema) as unknown as T;
  MISSING_AS_EMPTY.set(trimmed, emptyMessage);
  return trimmed;
}

/**
 * Text a shopper or visitor writes in a form (a question, a report, a comment, an application's names): required
 * and at most `max` characters, with the form's messages.
 * @param max Most characters.
 * @returns The valibot schema.
 */
export const writtenText = (max: number) => userInput(field(required(), maxLength(max)), VALIDATION_MESSAGES.required);

/**
 * User input kept exactly as typed (passwords: a space is part of one); still checked by the spec's rules, whose
 * `required` refuses a blank value.
 * @param schema A `field(...)` of @shop/validators.
 * @param emptyMessage The message of an empty field (none for text that is no one's input, e.g. a file's name).
 * @returns The same schema, marked.
 */
export function verbatimText<T extends v.GenericSchema<string, string>>(schema: T, emptyMessage?: string): T {
  if (emptyMessage !== undefined) MISSING_AS_EMPTY.set(schema, emptyMessage);
  VERBATIM.add(schema);
  return schema;
}

/**
 * A consent the form must have ticked: anything but `true`, and a missing key, reads `message`.
 * @param name Field name (its label is kept for messages about the object).
 * @param message The consent's own message.
 * @returns The valibot schema.
 * @example consent('purchaseAgreed', '구매동의 안내를 확인 후 동의해주세요')
 */
export function consent(name: FieldName, message: string) {
  const schema = labelled(v.literal(true, message), labelOf(name));
  MISSING_AS_EMPTY.set(schema, message);
  return schema;
}

/**
 * An object of fields: a missing key reads '<label>을 입력해 주세요.' (the rule's message for user input),
 * anything but an object reads '요청 내용이 올바르지 않습니다.'. Unknown keys are dropped.
 * @param entries The fields.
 * @returns The valibot schema.
 * @example fields({ cartId: id('cartId'), quantity: int('quantity', { min: 1, max: 9999 }) })
 */
export function fields<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    if (issue.expected?.startsWith('"') && typeof key === 'string') {
      const entry = entries[key] as object | undefined;
      const userMessage = entry ? MISSING_AS_EMPTY.get(entry) : undefined;
      return userMessage ?? M.required((entry && LABELS.get(entry)) ?? labelOf(key));
    }
    return M.body;
  });
}
