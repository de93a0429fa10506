import { useEffect, useState } from 'react';
import { callContract, cartCountOf } from '@shop/api-client';
import { Link, useNavigate } from '@shop/router';
import { cartCountAtom, markLoggedIn, sessionAtom } from '@shop/session';
import { buttonClassName } from '@shop/ui';
import { useSetAtom } from 'jotai';
import { JOIN_RESULT_KEY, VALIDATED_JOIN_KEY } from '../../config/storage-keys.ts';
import { paths } from '../../config/paths.ts';
import { readStored, writeStored } from '../../lib/browser-storage.ts';
import { memberMessages } from '../../messages/member.ko.ts';
import { RegisterForm } from '../../features/register/components/register-form.tsx';
import { VerifiedJoinSchema, type JoinCredentials, type JoinOutcome, type VerifiedJoin } from '../../features/register/verified-join.ts';
import { sameOriginApi, submitLogin } from '../../features/login/api/submit-login.ts';

const copy = memberMessages.register;

/** /auth/register: the sign-up form for the phone verified on the previous step. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const setSession = useSetAtom(sessionAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const [verified, setVerified] = useState<VerifiedJoin | null | undefined>(undefined);
  // The verified phone lives in sessionStorage: read it after hydration.
  useEffect(() => {
    const stored = readStored(VALIDATED_JOIN_KEY, VerifiedJoinSchema);
    setVerified(stored);
    // The header's 회원가입 comes here first: without a verified phone the visitor starts at the chooser.
    if (!stored) void navigate(paths.registrationOptions.getHref(), { replace: true });
  }, [navigate]);

  // Joining ends signed in: the new id and password sign in through the shell's /session/login at once. Should
  // that fail, the completion page still shows, with its 로그인 button.
  const onJoined = async (outcome: JoinOutcome, credentials: JoinCredentials) => {
    writeStored(VALIDATED_JOIN_KEY, null);
    writeStored(JOIN_RESULT_KEY, outcome);
    const login = await submitLogin(credentials);
    if (login.ok) {
      setSession((current) => markLoggedIn(current, login));
      callContract(sameOriginApi, 'GET /api/cart/count', { cache: 'no-store' }).then((answer) => setCartCount(cartCountOf(answer)), () => undefined);
    }
    await navigate(paths.registerComplete.getHref(), { replace: true });
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
