import { useState } from 'react';
import { authorizeSns } from '@shop/api-client';
import { SNS_PROVIDERS, type SnsProvider } from '../config/paths.ts';
import { SNS_REDIRECT_KEY } from '../config/storage-keys.ts';
import { writeStored } from '../lib/browser-storage.ts';
import { attempt, sameOriginApi } from '../lib/same-origin.ts';
import { memberMessages } from '../messages/member.ko.ts';

const copy = memberMessages.sns;

/**
 * Kakao / Naver / Apple buttons: the API stores a fresh state (and PKCE verifier) and answers the provider's
 * authorization URL, where the browser goes; the provider returns to /auth/sns/<provider>-callback.
 */
export function SnsButtons({ mode, redirectTo, lastMethod }: { mode: 'login' | 'join'; redirectTo?: string; lastMethod?: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const start = async (provider: SnsProvider) => {
    setError(null);
    writeStored(SNS_REDIRECT_KEY, redirectTo ?? '/');
    const answer = await attempt(() => authorizeSns(sameOriginApi, provider, 'login'));
    if (answer.ok) window.location.assign(answer.value.authorizeUrl);
    else setError(answer.message);
  };
  return (
    <div className="auth-sns">
      <ul className="auth-sns__list">
        {SNS_PROVIDERS.map((provider) => (
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
