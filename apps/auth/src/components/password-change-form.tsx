import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PublicSession } from '@shop/session';
import { Button } from '@shop/ui';
import { confirmRule, problemOf, RULES } from '../lib/form-rules.ts';
import { callSession } from '../lib/same-origin.ts';
import { memberMessages } from '../messages/member.ko.ts';
import { PasswordToggle } from './password-toggle.tsx';
import { TextField } from './text-field.tsx';

const copy = memberMessages.password;
type Values = { originalPassword: string; password: string; confirmPassword: string };

/**
 * 기존 / 새 / 재입력 password change of an account state (temporary or expired password), through the shell's
 * `/session/account/change-password` (the token is not sent to /api while a status is set). `onChanged` gets the
 * member's new session, with no status.
 */
export function PasswordChangeForm({ originalLabel, onChanged }: { originalLabel: string; onChanged: (session: PublicSession | undefined) => void }) {
  const [values, setValues] = useState<Values>({ originalPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values | 'form', string>>>({});
  const [show, setShow] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      originalPassword: problemOf(RULES.currentPassword, values.originalPassword) ?? undefined,
      password: problemOf(RULES.password, values.password) ?? undefined,
      confirmPassword: problemOf(confirmRule(() => values.password), values.confirmPassword) ?? undefined,
    };
    setErrors(found);
    const first = (Object.keys(found) as (keyof Values)[]).find((k) => found[k]);
    if (first) {
      document.getElementById(`change-${first}`)?.focus();
      return;
    }
    setPending(true);
    const answer = await callSession('POST /session/account/change-password', { body: values, cache: 'no-store' });
    setPending(false);
    if (!answer.ok) {
      setErrors({ form: answer.message });
      return;
    }
    onChanged(answer.session);
  };

  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <TextField id={`change-${name}`} label={label} type={show ? 'text' : 'password'} autoComplete={autoComplete} value={values[name]} error={errors[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      trailing={name === 'password' ? <PasswordToggle visible={show} onToggle={() => setShow((s) => !s)} /> : undefined} />
  );
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={pending || undefined}>
      {field('originalPassword', originalLabel, 'current-password')}
      {field('password', copy.next, 'new-password')}
      {field('confirmPassword', copy.confirm, 'new-password')}
      {errors.form ? <p className="auth-form__error" role="alert">{errors.form}</p> : null}
      <Button type="submit" size="lg" block disabled={pending}>{copy.submit}</Button>
    </form>
  );
}
