import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  ref?: Ref<HTMLInputElement>;
  /** The message shown under the field; marks the input invalid. */
  error?: string;
  /** Controls rendered at the end of the input (show-password button). */
  trailing?: ReactNode;
};

/** A labelled input with its inline validation message (announced through `aria-describedby`). */
export function TextField({ id, label, error, trailing, className, ref, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'auth-field is-invalid' : 'auth-field'}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__control">
        <input
          {...input}
          ref={ref}
          id={id}
          className={className ? `auth-field__input ${className}` : 'auth-field__input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {trailing}
      </div>
      {error ? (
        <p className="auth-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
