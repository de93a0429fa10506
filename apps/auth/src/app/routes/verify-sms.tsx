import { useState } from 'react';
import { useNavigate } from '@shop/router';
import { callContract, type VerifiedPhoneInput } from '@shop/api-client';
import { SmsVerification } from '../../components/sms-verification.tsx';
import { VALIDATED_JOIN_KEY } from '../../config/storage-keys.ts';
import { paths } from '../../config/paths.ts';
import { writeStored } from '../../lib/browser-storage.ts';
import { attempt, sameOriginApi } from '../../lib/same-origin.ts';
import { memberMessages } from '../../messages/member.ko.ts';
import type { VerifiedJoin } from '../../features/register/verified-join.ts';

const copy = memberMessages.verify;

/** /auth/register/verify-sms: SMS verification, then the sign-up check of the phone; on to the form. */
export default function VerifySmsPage() {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onVerified = async (phone: VerifiedPhoneInput) => {
    const checked = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/check-account-join', { body: phone, cache: 'no-store' }));
    if (!checked.ok) {
      setRefusal(`${copy.refused} ${checked.message}`);
      return;
    }
    writeStored(VALIDATED_JOIN_KEY, { ...phone, guestOrderCount: checked.value.guestOrderCount } satisfies VerifiedJoin);
    void navigate(paths.register.getHref());
  };

  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="verify-heading">
        <h1 className="auth-card__title" id="verify-heading">{copy.heading}</h1>
        <p className="auth-card__description">{copy.description}</p>
        <SmsVerification idPrefix="join-sms" onVerified={(phone) => void onVerified(phone)} />
        {refusal ? <p className="auth-form__error" role="alert">{refusal}</p> : null}
      </section>
    </div>
  );
}
