import { useCallback, useMemo, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { validateValue, validateValueAsync } from '@shop/validators';
import type { FieldSchema, FieldValidationResult } from '@shop/validators';
import { fieldBlurred, fieldChanged, fieldPending, fieldValidated, INITIAL_FIELD_STATE } from './field-state.ts';
import type { FieldState } from './field-state.ts';

/** Field values of a form (text inputs, selects, radios; checkboxes as 'Y'/''). */
export type FormValues = Record<string, string>;

/** Schemas per field; a function receives the current values (for `confirmed`). */
export type FormRules<V extends FormValues> = Partial<Record<keyof V, FieldSchema>> | ((values: V) => Partial<Record<keyof V, FieldSchema>>);

/** When validation runs; every event by default (spec section 4). */
export type ValidateOn = { input?: boolean; blur?: boolean; change?: boolean };

/** Options of `useForm`. */
export type UseFormOptions<V extends FormValues> = {
  initialValues: V;
  rules?: FormRules<V>;
  validateOn?: ValidateOn;
  /** Fields to re-validate when another changes, e.g. `{ password: ['passwordConfirm'] }` (only once validated). */
  dependents?: Partial<Record<keyof V, (keyof V)[]>>;
};

/** Props to spread on an input. */
export type FieldProps = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  'aria-invalid': boolean;
};

/** What `useForm` returns. */
export type UseFormResult<V extends FormValues> = {
  values: V;
  fields: Record<keyof V, FieldState>;
  /** Props for an input: typing is the input event; selects, radios and checkboxes ('Y' or '') the change event. */
  register: (name: keyof V) => FieldProps;
  /** Sets a value as if typed (`event`: 'input' or 'change'). */
  setValue: (name: keyof V, value: string, event?: 'input' | 'change') => void;
  blur: (name: keyof V) => void;
  validateField: (name: keyof V) => Promise<boolean>;
  /** Validates every field with rules; true when all pass. */
  validateAll: () => Promise<boolean>;
  /** Every field with rules has been validated and passed. */
  isValid: boolean;
  isPending: boolean;
  reset: (values?: V) => void;
};

function initialStates<V extends FormValues>(values: V): Record<keyof V, FieldState> {
  return Object.fromEntries(Object.keys(values).map((name) => [name, INITIAL_FIELD_STATE])) as Record<keyof V, FieldState>;
}

/**
 * Form state with valibot rules: touched, dirty, valid, pending and validated per field; validation on input,
 * blur and change; async rules mark the field pending and stale results are dropped.
 * @param options Initial values, rules, events, dependents.
 * @returns Values, field states and handlers.
 * @example
 * const form = useForm({ initialValues: { loginId: '' }, rules: { loginId: v.pipe(text(), required(), loginId()) } });
 * <input {...form.register('loginId')} /> {form.fields.loginId.error}
 */
export function useForm<V extends FormValues>(options: UseFormOptions<V>): UseFormResult<V> {
  const [values, setValues] = useState<V>(options.initialValues);
  const [fields, setFields] = useState(() => initialStates(options.initialValues));
  const valuesRef = useRef(values);
  const initialRef = useRef(options.initialValues);
  const runs = useRef(new Map<keyof V, number>());
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const schemaOf = useCallback((name: keyof V): FieldSchema | undefined => {
    const rules = optionsRef.current.rules;
    return (typeof rules === 'function' ? rules(valuesRef.current) : rules)?.[name];
  }, []);

  const update = useCallback((name: keyof V, change: (state: FieldState) => FieldState) => {
    setFields((current) => ({ ...current, [name]: change(current[name] ?? INITIAL_FIELD_STATE) }));
  }, []);

  const validateField = useCallback(
    (name: keyof V): Promise<boolean> => {
      const schema = schemaOf(name);
      const run = (runs.current.get(name) ?? 0) + 1;
      runs.current.set(name, run);
      const value = valuesRef.current[name] ?? '';
      const finish = (result: FieldValidationResult) => {
        if (runs.current.get(name) === run) update(name, (state) => fieldValidated(state, result));
        return result.valid;
      };
      if (!schema) return Promise.resolve(finish({ valid: true, errors: [] }));
      if (!schema.async) return Promise.resolve(finish(validateValue(schema, value)));
      update(name, fieldPending);
      return validateValueAsync(schema, value).then(finish);
    },
    [schemaOf, update],
  );

  const setValue = useCallback(
    (name: keyof V, value: string, event: 'input' | 'change' = 'input') => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues(valuesRef.current);
      update(name, (state) => fieldChanged(state, value !== initialRef.current[name]));
      const on = optionsRef.current.validateOn ?? {};
      if (on[event] ?? true) void validateField(name);
      for (const dependent of optionsRef.current.dependents?.[name] ?? []) {
        if (fieldsRef.current[dependent]?.validated) void validateField(dependent);
      }
    },
    [update, validateField],
  );

  const blur = useCallback(
    (name: keyof V) => {
      update(name, fieldBlurred);
      if (optionsRef.current.validateOn?.blur ?? true) void validateField(name);
    },
    [update, validateField],
  );

  const validateAll = useCallback(async () => {
    const names = Object.keys(valuesRef.current) as (keyof V)[];
    const results = await Promise.all(names.map((name) => validateField(name)));
    return results.every(Boolean);
  }, [validateField]);

  const reset = useCallback((next?: V) => {
    const initial = next ?? initialRef.current;
    initialRef.current = initial;
    valuesRef.current = initial;
    runs.current.clear();
    setValues(initial);
    setFields(initialStates(initial));
  }, []);

  const register = useCallback(
    (name: keyof V): FieldProps => ({
      name: String(name),
      value: valuesRef.current[name] ?? '',
      onChange: (event) => {
        const { target } = event;
        const toggle = target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
        const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? (target.checked ? 'Y' : '') : target.value;
        setValue(name, value, toggle || target instanceof HTMLSelectElement ? 'change' : 'input');
      },
      onBlur: () => blur(name),
      'aria-invalid': Boolean(fieldsRef.current[name]?.validated && !fieldsRef.current[name]?.valid),
    }),
    [setValue, blur],
  );

  return useMemo(() => {
    const states = Object.entries(fields) as [keyof V, FieldState][];
    const withRules = states.filter(([name]) => schemaOf(name) !== undefined);
    return {
      values,
      fields,
      register,
      setValue,
      blur,
      validateField,
      validateAll,
      isValid: withRules.every(([, state]) => state.validated && state.valid && !state.pending),
      isPending: states.some(([, state]) => state.pending),
      reset,
    };
  }, [values, fields, register, setValue, blur, validateField, validateAll, reset, schemaOf]);
}
