/** Each field's message, by the field's name; a field without one is fine. */
export type FieldProblems = Partial<Record<string, string>>;

/** A required field of a form, in page order, with the message shown under it when it is left empty. */
export type RequiredField = { name: string; message: string };

/**
 * The empty required fields of a form, each with its own message (in page order, so the first is the one to focus).
 * @param values The form's trimmed values by name.
 * @param required The required fields in page order.
 */
export function missingFields(values: Readonly<Record<string, string>>, required: readonly RequiredField[]): FieldProblems {
  return Object.fromEntries(required.filter((f) => !values[f.name]).map((f) => [f.name, f.message]));
}

/** The first field of `order` that has a problem, if any. */
export function firstProblem(problems: FieldProblems, order: readonly string[]): string | undefined {
  return order.find((name) => problems[name]);
}
