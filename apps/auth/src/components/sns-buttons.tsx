import { useState } from 'react';
import type { SnsProvider } from '../config/paths.ts';
import { SNS_REDIRECT_KEY } from '../config/storage-keys.ts';
import { writeStored } from '../lib/browser-storage.ts';
import { callSession } from '../lib/same-origin.ts';
import { memberMessages } from '../messages/member.ko.ts';

const copy = memberMessages.sns;

/**
 * Kakao / Naver / Apple buttons, only for the providers the API has configured (`providers`): the shell asks the API for a fresh state (and PKCE verifier), keeps the sign-in's
 * browser key in a cookie and answers the provider's authorization URL, where the browser goes; the provider returns
 * to /auth/sns/<provider>-callback.
 */
export function SnsButtons({ mode, providers, redirectTo, lastMethod }: { mode: 'login' | 'join'; providers: readonly SnsProvider[]; redirectTo?: string; lastMethod?: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const start = async (provider: SnsProvider) => {
    setError(null);
    writeStored(SNS_REDIRECT_KEY, redirectTo ?? '/');
    // The shell starts it: this browser gets the sign-in's key (an httpOnly cookie) that the callback must show.
    const answer = await callSession('POST /session/sns-authorize', { body: { snsType: provider }, cache: 'no-store' });
    if (answer.ok) window.location.assign(answer.authorizeUrl);
    else setError(answer.message);
  };
  return (
    <div className="auth-sns">
      <ul className="auth-sns__list">
        {providers.map((provider) => (
          <li key={provider}>
            <button type="button" className={`auth-sns__button auth-sns__button--${provider}`} onClick={() => void start(provider)}>
              {(mode === 'login' ? copy.loginWith : copy.joinWith)(copy.providers[provider])}
            </button>
            {lastMethod === provider ? <span className="auth-badge">{memberMessages.loginExtras.lastMethod}</span> : null}
          </li>
        ))}
      </ul>
      {error ? <p className="auth-form__error" role="alert">{error}</p> : null}
    </div>
  );
}
