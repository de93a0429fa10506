import { useState } from 'react';
import type { VerifiedPhoneInput } from '@shop/api-client';
import { Button } from '@shop/ui';
import { SmsVerification } from '../../components/sms-verification.tsx';
import { paths } from '../../config/paths.ts';
import { callSession } from '../../lib/same-origin.ts';
import { useSessionUpdate } from '../../lib/use-session-update.ts';
import { memberMessages } from '../../messages/member.ko.ts';

const copy = memberMessages.dormant;

/** /account/dormant-account: a dormant member verifies the phone on record and is active again at once. */
export default function DormantAccountPage() {
  const update = useSessionUpdate();
  const [phone, setPhone] = useState<VerifiedPhoneInput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const reactivate = async () => {
    if (!phone) {
      setError(memberMessages.register.needVerification);
      return;
    }
    setPending(true);
    const answer = await callSession('POST /session/account/reactivate-dormant', { body: phone, cache: 'no-store' });
    setPending(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    update(answer.session);
    // A full load: the header, the cart and every remote start again as a normal member.
    window.location.assign(paths.home.getHref());
  };

  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="dormant-heading">
        <h1 className="auth-card__title" id="dormant-heading">{copy.heading}</h1>
        <p className="auth-card__description">{copy.text}</p>
        <SmsVerification idPrefix="dormant" onVerified={setPhone} />
        {error ? <p className="auth-form__error" role="alert">{error}</p> : null}
        <Button type="button" size="lg" block disabled={pending} onClick={() => void reactivate()}>{copy.submit}</Button>
      </section>
    </div>
  );
}
