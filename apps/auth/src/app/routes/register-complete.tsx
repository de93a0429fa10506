import { useEffect, useState } from 'react';
import { Link } from '@shop/router';
import { isLoggedIn, sessionAtom } from '@shop/session';
import { buttonClassName } from '@shop/ui';
import { useAtomValue } from 'jotai';
import { JOIN_RESULT_KEY } from '../../config/storage-keys.ts';
import { COUPON_WALLET_PATH, paths } from '../../config/paths.ts';
import { readStored } from '../../lib/browser-storage.ts';
import { memberMessages } from '../../messages/member.ko.ts';
import { JoinOutcomeSchema, type JoinOutcome } from '../../features/register/verified-join.ts';

const copy = memberMessages.complete;

/** /auth/register/complete (and /auth/join-complete): thanks, and what was carried over from guest orders. */
export default function RegisterCompletePage() {
  const [outcome, setOutcome] = useState<JoinOutcome | null>(null);
  const signedIn = isLoggedIn(useAtomValue(sessionAtom));
  useEffect(() => setOutcome(readStored(JOIN_RESULT_KEY, JoinOutcomeSchema)), []);
  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="complete-heading">
        <h1 className="auth-card__title" id="complete-heading">{copy.heading}</h1>
        <p className="auth-card__description">{signedIn ? copy.textSignedIn : copy.text}</p>
        {outcome && outcome.welcomeCouponCount > 0 ? <p className="auth-notice" role="status">{copy.welcome(outcome.welcomeCouponCount)}</p> : null}
        {outcome && outcome.carriedOrders > 0 ? <p className="auth-notice" role="status">{copy.carried(outcome.carriedOrders, outcome.creditedPoint)}</p> : null}
        <div className="auth-actions">
          {signedIn ? (
            <Link className={buttonClassName({ size: 'lg', block: true })} to={COUPON_WALLET_PATH}>{copy.coupons}</Link>
          ) : (
            <Link className={buttonClassName({ size: 'lg', block: true })} to={paths.login.getHref()}>{copy.login}</Link>
          )}
          <Link className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })} to={paths.home.getHref()}>{copy.home}</Link>
        </div>
      </section>
    </div>
  );
}
