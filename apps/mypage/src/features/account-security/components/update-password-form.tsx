import { useState } from 'react';
import type { FormEvent } from 'react';
import { callContract } from '@shop/api-client';
import { Button } from '@shop/ui';
import { accountSecurityMessages } from '../../../messages/account-security.ko.ts';
import { attempt, sameOriginApi } from '../api/same-origin.ts';
import { PASSWORD_RULES, problemOf } from '../security-rules.ts';
import { SecurityField } from './security-field.tsx';

const copy = accountSecurityMessages.password;
type Values = { originalPassword: string; password: string; confirmPassword: string };
const EMPTY: Values = { originalPassword: '', password: '', confirmPassword: '' };

/** 현재 / 변경할 / 재입력: the API changes the password and ends the member's other sessions. */
export function UpdatePasswordForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values | 'form', string>>>({});
  const [show, setShow] = useState(false);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const found = {
      originalPassword: problemOf(PASSWORD_RULES.originalPassword, values.originalPassword) ?? undefined,
      password: problemOf(PASSWORD_RULES.password, values.password) ?? undefined,
      confirmPassword: problemOf(PASSWORD_RULES.confirmPassword(values.password), values.confirmPassword) ?? undefined,
    };
    setErrors(found);
    const first = (Object.keys(found) as (keyof Values)[]).find((k) => found[k]);
    if (first) {
      document.getElementById(`password-${first}`)?.focus();
      return;
    }
    setPending(true);
    const answer = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/change-password', { body: values, cache: 'no-store' }));
    setPending(false);
    if (!answer.ok) {
      setErrors({ form: answer.message });
      return;
    }
    setValues(EMPTY);
    setDone(true);
  };

  const input = (name: keyof Values, label: string, autoComplete: string, hint?: string) => (
    <SecurityField id={`password-${name}`} label={label} hint={hint} type={show ? 'text' : 'password'} autoComplete={autoComplete} value={values[name]}
      error={errors[name]} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
  );
  return (
    <form className="account-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={pending || undefined}>
      {input('originalPassword', copy.current, 'current-password')}
      {input('password', copy.next, 'new-password', copy.nextHint)}
      {input('confirmPassword', copy.confirm, 'new-password')}
      <label className="account-check">
        <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
        <span>{copy.show}</span>
      </label>
      {errors.form ? <p className="account-form__error" role="alert">{errors.form}</p> : null}
      {done ? <p className="account-form__done" role="status">{copy.done}</p> : null}
      <Button type="submit" size="lg" disabled={pending}>{copy.submit}</Button>
    </form>
  );
}
