import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@shop/router';
import { callContract } from '@shop/api-client';
import { buttonClassName } from '@shop/ui';
import { LAST_LOGIN_METHOD_KEY, SNS_REDIRECT_KEY, TEMP_SNS_USER_KEY } from '../../config/storage-keys.ts';
import { paths, SNS_CONNECTIONS_PATH } from '../../config/paths.ts';
import { readStored, StoredTextSchema, writeStored } from '../../lib/browser-storage.ts';
import { attempt, callSession, sameOriginApi } from '../../lib/same-origin.ts';
import { useSessionUpdate } from '../../lib/use-session-update.ts';
import { memberMessages } from '../../messages/member.ko.ts';
import { readCallback } from '../../features/sns/sns-callback.ts';
import { safeRedirectTarget } from '../../features/login/safe-redirect.ts';
import type { TempSnsUser } from '../../features/sns/temp-sns-user.ts';

const copy = memberMessages.sns;

/**
 * /auth/sns/{kakao,naver,apple}-callback: hands the code and state to the server (the shell, which asks the API to
 * exchange it): a linked member is signed in, a new user goes on to registration, a connect returns to my page.
 */
export default function SnsCallbackPage() {
  const navigate = useNavigate();
  const update = useSessionUpdate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = readCallback(new URL(window.location.href));
    if (params.kind === 'error') {
      setError(params.cancelled ? copy.cancelled : copy.failed);
      return;
    }
    const input = { snsType: params.provider, code: params.code, state: params.state };
    void (async () => {
      if (params.purpose === 'connect') {
        const connected = await attempt(() => callContract(sameOriginApi, 'POST /api/auth/sns-connect', { body: input, cache: 'no-store' }));
        if (connected.ok) void navigate(SNS_CONNECTIONS_PATH, { replace: true });
        else setError(connected.message);
        return;
      }
      const answer = await callSession('POST /session/sns-login', { body: input, cache: 'no-store' });
      if (!answer.ok) {
        setError(answer.message);
        return;
      }
      if (answer.value === 'loginSuccess') {
        update(answer.session);
        writeStored(LAST_LOGIN_METHOD_KEY, params.provider, () => globalThis.localStorage);
        void navigate(safeRedirectTarget(readStored(SNS_REDIRECT_KEY, StoredTextSchema)), { replace: true });
        return;
      }
      writeStored(TEMP_SNS_USER_KEY, { snsType: params.provider, snsState: answer.snsState, snsName: answer.snsName, snsEmail: answer.snsEmail } satisfies TempSnsUser);
      void navigate(paths.snsStep2.getHref(), { replace: true });
    })();
  }, [navigate, update]);

  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="sns-callback-heading">
        <h1 className="auth-card__title" id="sns-callback-heading">{memberMessages.titles.snsCallback}</h1>
        {error ? (
          <>
            <p className="auth-form__error" role="alert">{error}</p>
            <Link className={buttonClassName({ size: 'lg', block: true })} to={paths.login.getHref()}>{copy.backToLogin}</Link>
          </>
        ) : (
          <p className="auth-card__description" role="status">{copy.processing}</p>
        )}
      </section>
    </div>
  );
}
