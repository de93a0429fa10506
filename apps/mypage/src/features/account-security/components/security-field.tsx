import type { InputHTMLAttributes } from 'react';

type SecurityFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id: string; label: string; error?: string; hint?: string };

/** A labelled input with its hint and inline message (announced through `aria-describedby`). */
export function SecurityField({ id, label, error, hint, ...input }: SecurityFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'account-field is-invalid' : 'account-field'}>
      <label className="account-field__label" htmlFor={id}>{label}</label>
      <input {...input} id={id} className="account-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint ? <p className="account-field__hint" id={`${id}-hint`}>{hint}</p> : null}
      {error ? <p className="account-field__error" id={`${id}-error`}>{error}</p> : null}
    </div>
  );
}
