import { useEffect, useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams } from '@shop/router';
import { callContract, cartCountOf } from '@shop/api-client';
import { cartCountAtom, clearSession, markLoggedIn, sessionAtom } from '@shop/session';
import { useSetAtom } from 'jotai';
import { SnsButtons } from '../../components/sns-buttons.tsx';
import { EXPIRED_PARAM, REDIRECT_PARAM } from '../../config/paths.ts';
import { LAST_LOGIN_METHOD_KEY } from '../../config/storage-keys.ts';
import { readStored, StoredTextSchema, writeStored } from '../../lib/browser-storage.ts';
import { callSession } from '../../lib/same-origin.ts';
import { memberMessages } from '../../messages/member.ko.ts';
import { LoginForm } from '../../features/login/components/login-form.tsx';
import { GuestLookupForm } from '../../features/guest-lookup/guest-lookup-form.tsx';
import { safeRedirectTarget } from '../../features/login/safe-redirect.ts';
import { sameOriginApi } from '../../features/login/api/submit-login.ts';
import type { LoginResult } from '../../features/login/api/submit-login.ts';
import type { loadLogin } from '../../features/login/api/load-login.ts';
import { messages } from '../../messages/ko.ts';

/** /auth/login: member login; afterwards the visitor returns to the `redirect` path (same site only). */
export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const { providers } = useLoaderData<typeof loadLogin>();
  const navigate = useNavigate();
  const setSession = useSetAtom(sessionAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const target = safeRedirectTarget(searchParams.get(REDIRECT_PARAM));
  const expired = searchParams.get(EXPIRED_PARAM) === '1';
  const [lastMethod, setLastMethod] = useState<string | null>(null);

  useEffect(() => {
    setLastMethod(readStored(LAST_LOGIN_METHOD_KEY, StoredTextSchema, () => globalThis.localStorage));
    // The session ended on the server (revoked or expired token): drop the dead cookie and the page's session.
    if (expired) void callSession('POST /session/logout', { cache: 'no-store' }).then(() => setSession((current) => clearSession(current)));
  }, [expired, setSession]);

  const onSuccess = (result: Extract<LoginResult, { ok: true }>) => {
    setSession((current) => markLoggedIn(current, result));
    writeStored(LAST_LOGIN_METHOD_KEY, 'id', () => globalThis.localStorage);
    // The member's cart replaces the visitor's: refresh the header count (a failure keeps the old one).
    callContract(sameOriginApi, 'GET /api/cart/count', { cache: 'no-store' }).then((answer) => setCartCount(cartCountOf(answer)), () => undefined);
    void navigate(target, { replace: true });
  };

  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="login-heading">
        <h1 className="auth-card__title" id="login-heading">
          {messages.login.heading}
        </h1>
        <p className="auth-card__description">{messages.login.description}</p>
        {expired ? <p className="auth-notice" role="status">{memberMessages.loginExtras.expired}</p> : null}
        <LoginForm onSuccess={onSuccess} lastMethod={lastMethod} />
        {providers.length > 0 ? (
          <section className="auth-sns-section" aria-labelledby="sns-login-heading">
            <h2 className="auth-section__title" id="sns-login-heading">{memberMessages.sns.easyLogin}</h2>
            <SnsButtons mode="login" providers={providers} redirectTo={target} lastMethod={lastMethod} />
          </section>
        ) : null}
      </section>
      <div className="auth-card">
        <GuestLookupForm />
      </div>
    </div>
  );
}
