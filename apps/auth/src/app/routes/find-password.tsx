import { useState } from 'react';
import { Link } from '@shop/router';
import { callContract, type VerifiedPhoneInput } from '@shop/api-client';
import { Button, buttonClassName } from '@shop/ui';
import { FindTabs } from '../../components/find-tabs.tsx';
import { SmsVerification } from '../../components/sms-verification.tsx';
import { TextField } from '../../components/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { problemOf, RULES } from '../../lib/form-rules.ts';
import { attempt, sameOriginApi } from '../../lib/same-origin.ts';
import { memberMessages } from '../../messages/member.ko.ts';

const copy = memberMessages.findPassword;

/** /auth/find-password: id, name and phone verified by SMS; a temporary password is texted (then the forced change). */
export default function FindPasswordPage() {
  const [loginId, setLoginId] = useState('');
  const [idError, setIdError] = useState<string | undefined>();
  const [phone, setPhone] = useState<VerifiedPhoneInput | null>(null);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const problem = problemOf(RULES.required, loginId);
    setIdError(problem ?? undefined);
    if (problem) return;
    if (!phone) {
      setError(memberMessages.register.needVerification);
      return;
    }
    setPending(true);
    const answer = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/find-password-step1', { body: { ...phone, loginId: loginId.trim() }, cache: 'no-store' }));
    setPending(false);
    if (answer.ok) setSent(true);
    else setError(answer.message);
  };

  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="find-password-heading">
        <h1 className="auth-card__title" id="find-password-heading">{copy.heading}</h1>
        <FindTabs />
        {sent ? (
          <div className="auth-result">
            <p className="auth-result__text" role="status">{copy.sent}</p>
            <p className="auth-hint">{copy.sentHint}</p>
            <Link className={buttonClassName({ size: 'lg', block: true })} to={paths.login.getHref()}>{copy.login}</Link>
          </div>
        ) : (
          <div className="auth-form">
            <p className="auth-card__description">{copy.description}</p>
            <TextField id="find-password-id" label={copy.loginId} autoComplete="username" autoCapitalize="none" value={loginId} error={idError}
              onChange={(e) => setLoginId(e.target.value)} />
            <SmsVerification idPrefix="find-password" onVerified={setPhone} />
            {error ? <p className="auth-form__error" role="alert">{error}</p> : null}
            <Button type="button" size="lg" block disabled={pending} onClick={() => void submit()}>{copy.submit}</Button>
          </div>
        )}
      </section>
    </div>
  );
}
