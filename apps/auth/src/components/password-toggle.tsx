import { messages } from '../messages/ko.ts';

type PasswordToggleProps = { visible: boolean; onToggle: () => void };

/** Shows or hides the password; `aria-pressed` tells assistive technology the state. */
export function PasswordToggle({ visible, onToggle }: PasswordToggleProps) {
  const label = visible ? messages.login.hidePassword : messages.login.showPassword;
  return (
    <button type="button" className="auth-field__toggle" aria-pressed={visible} aria-label={messages.login.showPassword} title={label} onClick={onToggle}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
        {visible ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.6" />}
      </svg>
    </button>
  );
}
