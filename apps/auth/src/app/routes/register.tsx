import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@shop/router';
import { buttonClassName } from '@shop/ui';
import { JOIN_RESULT_KEY, VALIDATED_JOIN_KEY } from '../../config/storage-keys.ts';
import { paths } from '../../config/paths.ts';
import { readStored, writeStored } from '../../lib/browser-storage.ts';
import { memberMessages } from '../../messages/member.ko.ts';
import { RegisterForm } from '../../features/register/components/register-form.tsx';
import type { JoinOutcome, VerifiedJoin } from '../../features/register/verified-join.ts';

const copy = memberMessages.register;

/** /auth/register: the sign-up form for the phone verified on the previous step. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [verified, setVerified] = useState<VerifiedJoin | null | undefined>(undefined);
  // The verified phone lives in sessionStorage: read it after hydration.
  useEffect(() => {
    const stored = readStored<VerifiedJoin>(VALIDATED_JOIN_KEY);
    setVerified(stored);
    // The header's 회원가입 comes here first: without a verified phone the visitor starts at the chooser.
    if (!stored) void navigate(paths.registrationOptions.getHref(), { replace: true });
  }, [navigate]);

  const onJoined = (outcome: JoinOutcome) => {
    writeStored(VALIDATED_JOIN_KEY, null);
    writeStored(JOIN_RESULT_KEY, outcome);
    void navigate(paths.registerComplete.getHref(), { replace: true });
  };

  return (
    <div className="ui-container auth-page">
      <section className="auth-card auth-card--wide" aria-labelledby="register-heading">
        <h1 className="auth-card__title" id="register-heading">{copy.heading}</h1>
        {verified ? <RegisterForm verified={verified} onJoined={onJoined} /> : null}
        {verified === null ? (
          <div className="auth-empty">
            <p>{copy.needVerification}</p>
            <Link className={buttonClassName({ size: 'lg', block: true })} to={paths.verifySms.getHref()}>{copy.goVerify}</Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}
