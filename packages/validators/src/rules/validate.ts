import * as v from 'valibot';
import { DEFAULT_VALIDATION_MESSAGE } from '../messages/ko.ts';

/** A field schema, sync or async (async rules make the field `pending`). */
export type FieldSchema = v.GenericSchema<string, unknown> | v.GenericSchemaAsync<string, unknown>;

/** Result of validating one value: the messages of the failed rules, in pipe order. */
export type FieldValidationResult = { valid: boolean; errors: string[] };

const CONFIG = { message: DEFAULT_VALIDATION_MESSAGE, abortPipeEarly: true } as const;

function toResult(result: { success: boolean; issues?: readonly { message: string }[] | undefined }): FieldValidationResult {
  return { valid: result.success, errors: result.success ? [] : (result.issues ?? []).map((issue) => issue.message || DEFAULT_VALIDATION_MESSAGE) };
}

/**
 * Validates one value against a sync schema; the first failing rule stops the pipe.
 * @param schema A sync valibot schema.
 * @param value The input.
 * @returns `{ valid, errors }`.
 * @example validateValue(v.pipe(text(), required()), '') // { valid: false, errors: ['필수 입력 항목입니다.'] }
 */
export function validateValue(schema: v.GenericSchema<string, unknown>, value: string): FieldValidationResult {
  return toResult(v.safeParse(schema, value, CONFIG));
}

/**
 * Validates one value against a sync or async schema.
 * @param schema A valibot schema.
 * @param value The input.
 * @returns A promise of `{ valid, errors }`.
 */
export async function validateValueAsync(schema: FieldSchema, value: string): Promise<FieldValidationResult> {
  if (schema.async) return toResult(await v.safeParseAsync(schema, value, CONFIG));
  return validateValue(schema, value);
}
