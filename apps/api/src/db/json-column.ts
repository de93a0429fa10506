import * as v from 'valibot';
import type { SheetLine } from './schema-orders.ts';

/**
 * Reads a JSON column by its schema. A value of another shape was written by a bug (or a hand edit) and is reported
 * as such, naming the column, instead of travelling on as a wrongly typed value.
 */
export function readJsonColumn<S extends v.GenericSchema>(schema: S, text: string, column: string): v.InferOutput<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new Error(`${column} holds text that is not JSON`, { cause });
  }
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw new Error(`${column} holds JSON of an unexpected shape: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

/** Photo paths of a review (`reviews.images`). */
export const ImagePathsSchema = v.array(v.string());

/** Lines of an order sheet (`orderSheets.lines`). */
export const SheetLinesSchema: v.GenericSchema<unknown, SheetLine[]> = v.array(
  v.object({ itemId: v.number(), itemOptionId: v.nullable(v.number()), optionText: v.string(), quantity: v.number(), cartId: v.nullable(v.number()) }),
);

/** Texts typed into a cart line's text options (`carts.optionText`): [option id, text] pairs. */
export const OptionTextsSchema = v.array(v.tuple([v.number(), v.string()]));
