import { useCallback, useState } from 'react';
import type { LoginFormValues } from './submit-login.ts';
import { validateLogin } from './validate-login.ts';

type Field = keyof LoginFormValues;

/**
 * Field state of the login form: values, touched flags and messages. A field shows its message once it was
 * left (blur) or a submit was attempted; after that it re-validates on every input.
 */
export function useLoginForm(initial: LoginFormValues) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ loginId: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const errors = validateLogin(values);
  const visibleError = (field: Field) => (touched[field] || submitted ? errors[field] : undefined);
  const setValue = useCallback((field: Field, value: string) => setValues((current) => ({ ...current, [field]: value })), []);

  return {
    values,
    errors: { loginId: visibleError('loginId'), password: visibleError('password') },
    setValue,
    touch: (field: Field) => setTouched((current) => ({ ...current, [field]: true })),
    /** Marks the submit attempt; true when the form may be sent. */
    attemptSubmit: () => {
      setSubmitted(true);
      return errors.loginId === undefined && errors.password === undefined;
    },
  };
}
