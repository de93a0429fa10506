import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../lib/class-names.ts';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
/** Height of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Options of the button look, shared by `Button` and links styled as buttons. */
export type ButtonStyleOptions = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

/**
 * Class names of the button look, for links that must look like buttons.
 * @example <Link className={buttonClassName({ variant: 'outline' })} to="/">…</Link>
 */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonStyleOptions = {}): string {
  return cx('ui-button', `ui-button--${variant}`, `ui-button--${size}`, block && 'ui-button--block');
}

/** Props of `Button`: a native button plus the look options. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleOptions;

/** A native `<button>` (type "button" unless told otherwise) with the design-system look. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cx(buttonClassName({ variant, size, block }), className)} {...rest} />;
}
