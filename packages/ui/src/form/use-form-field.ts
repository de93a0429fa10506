import { useMemo } from 'react';
import type { FieldSchema } from '@shop/validators';
import { INITIAL_FIELD_STATE } from './field-state.ts';
import type { FieldState } from './field-state.ts';
import { useForm } from './use-form.ts';
import type { FieldProps, ValidateOn } from './use-form.ts';

/** Options of `useFormField`. */
export type UseFormFieldOptions = { name?: string; initialValue?: string; schema?: FieldSchema; validateOn?: ValidateOn };

/** What `useFormField` returns. */
export type UseFormFieldResult = {
  value: string;
  state: FieldState;
  /** Props to spread on the input. */
  inputProps: FieldProps;
  setValue: (value: string, event?: 'input' | 'change') => void;
  validate: () => Promise<boolean>;
  reset: (value?: string) => void;
};

/**
 * One field with its own rules (see `useForm` for several fields that depend on each other).
 * @param options Name, initial value, schema, events.
 * @returns Value, state and handlers.
 * @example
 * const phone = useFormField({ name: 'phone', schema: v.pipe(text(), phoneNumber()) });
 * <input {...phone.inputProps} /> {phone.state.error}
 */
export function useFormField(options: UseFormFieldOptions = {}): UseFormFieldResult {
  const name = options.name ?? 'value';
  const form = useForm<Record<string, string>>({
    initialValues: { [name]: options.initialValue ?? '' },
    rules: options.schema ? { [name]: options.schema } : {},
    validateOn: options.validateOn,
  });
  const { values, fields, register, setValue, validateField, reset } = form;
  return useMemo(
    () => ({
      value: values[name] ?? '',
      state: fields[name] ?? INITIAL_FIELD_STATE,
      inputProps: register(name),
      setValue: (value: string, event?: 'input' | 'change') => setValue(name, value, event),
      validate: () => validateField(name),
      reset: (value?: string) => reset(value === undefined ? undefined : { [name]: value }),
    }),
    [values, fields, register, setValue, validateField, reset, name],
  );
}
