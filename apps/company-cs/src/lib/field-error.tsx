import type { FieldProblems } from './field-problems.ts';

/** The attributes that mark a field with a problem and tie it to its message (`<id>-error`). */
export function problemProps(id: string, problem: string | undefined) {
  return { 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-error` : undefined } as const;
}

/** The message under a field with a problem (nothing otherwise). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="cs-form__error cs-form__field-error" id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}

/** Focuses the form's control named `name` (the first field with a problem). */
export function focusField(form: HTMLFormElement, name: string | undefined): void {
  if (!name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

export type { FieldProblems };
