import { useState } from 'react';
import { Link } from '@shop/router';
import { callContract, type VerifiedPhoneInput } from '@shop/api-client';
import { Button, buttonClassName } from '@shop/ui';
import { FindTabs } from '../../components/find-tabs.tsx';
import { SmsVerification } from '../../components/sms-verification.tsx';
import { paths } from '../../config/paths.ts';
import { attempt, sameOriginApi } from '../../lib/same-origin.ts';
import { memberMessages } from '../../messages/member.ko.ts';

const copy = memberMessages.findId;

/** /auth/find-id (and /auth/find-idpw): SMS verification, then the masked id; the full id by SMS on request. */
export default function FindIdPage() {
  const [phone, setPhone] = useState<VerifiedPhoneInput | null>(null);
  const [found, setFound] = useState<{ userName: string; loginIds: string[] } | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const onVerified = async (verified: VerifiedPhoneInput) => {
    setPhone(verified);
    const answer = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/find-id', { body: verified, cache: 'no-store' }));
    if (answer.ok) setFound(answer.value);
    else setMessage({ text: answer.message, error: true });
  };

  const sendFull = async () => {
    if (!phone) return;
    const answer = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/send-login-id', { body: phone, cache: 'no-store' }));
    setMessage(answer.ok ? { text: copy.sentFull, error: false } : { text: answer.message, error: true });
  };

  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="find-id-heading">
        <h1 className="auth-card__title" id="find-id-heading">{copy.heading}</h1>
        <FindTabs />
        <p className="auth-card__description">{copy.description}</p>
        {found ? null : <SmsVerification idPrefix="find-id" onVerified={(v) => void onVerified(v)} />}
        {found ? (
          <div className="auth-result">
            <p className="auth-result__text">{copy.result(found.userName, found.loginIds.join(', '))}</p>
            <div className="auth-actions">
              <Button type="button" size="lg" block onClick={() => void sendFull()}>{copy.sendFull}</Button>
              <Link className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })} to={paths.findPassword.getHref()}>{copy.findPassword}</Link>
              <Link className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })} to={paths.login.getHref()}>{copy.login}</Link>
            </div>
          </div>
        ) : null}
        {message ? <p className={message.error ? 'auth-form__error' : 'auth-notice'} role={message.error ? 'alert' : 'status'}>{message.text}</p> : null}
      </section>
    </div>
  );
}
