import { memberMessages } from '../../../messages/member.ko.ts';

const copy = memberMessages.register;

/** The sign-up consents: two required, marketing optional. */
export type Consents = { terms: boolean; privacy: boolean; marketing: boolean };

/** 전체 동의 plus each consent; the all-agree box follows the others. */
export function ConsentList({ value, error, onChange }: { value: Consents; error?: string; onChange: (next: Consents) => void }) {
  const all = value.terms && value.privacy && value.marketing;
  const item = (key: keyof Consents, label: string) => (
    <label className="auth-check">
      <input id={`consent-${key}`} type="checkbox" checked={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.checked })} />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="auth-consents" aria-describedby={error ? 'consent-error' : undefined}>
      <legend className="ui-visually-hidden">{copy.terms}</legend>
      <label className="auth-check auth-check--strong">
        <input type="checkbox" checked={all} onChange={(e) => onChange({ terms: e.target.checked, privacy: e.target.checked, marketing: e.target.checked })} />
        <span>{copy.allAgree}</span>
      </label>
      {item('terms', copy.termsRequired)}
      {item('privacy', copy.privacyRequired)}
      {item('marketing', copy.marketingOptional)}
      {error ? <p className="auth-field__error" id="consent-error" role="alert">{error}</p> : null}
    </fieldset>
  );
}
