import { useNavigate, useSearchParams } from '@shop/router';
import { getCartCount } from '@shop/api-client';
import { cartCountAtom, markLoggedIn, sessionAtom } from '@shop/session';
import { useSetAtom } from 'jotai';
import { REDIRECT_PARAM } from '../../config/paths.ts';
import { LoginForm } from '../../features/login/components/login-form.tsx';
import { GuestLookupForm } from '../../features/guest-lookup/guest-lookup-form.tsx';
import { safeRedirectTarget } from '../../features/login/safe-redirect.ts';
import { sameOriginApi } from '../../features/login/api/submit-login.ts';
import type { LoginResult } from '../../features/login/api/submit-login.ts';
import { messages } from '../../messages/ko.ts';

/** /auth/login: member login; afterwards the visitor returns to the `redirect` path (same site only). */
export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setSession = useSetAtom(sessionAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const target = safeRedirectTarget(searchParams.get(REDIRECT_PARAM));

  const onSuccess = (result: Extract<LoginResult, { ok: true }>) => {
    setSession((current) => markLoggedIn(current, result));
    // The member's cart replaces the visitor's: refresh the header count (a failure keeps the old one).
    getCartCount(sameOriginApi).then(setCartCount, () => undefined);
    void navigate(target, { replace: true });
  };

  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="login-heading">
        <h1 className="auth-card__title" id="login-heading">
          {messages.login.heading}
        </h1>
        <p className="auth-card__description">{messages.login.description}</p>
        <LoginForm onSuccess={onSuccess} />
      </section>
      <div className="auth-card">
        <GuestLookupForm />
      </div>
    </div>
  );
}
