import { useState } from 'react';
import { Button } from '@shop/ui';
import { PasswordChangeForm } from '../../components/password-change-form.tsx';
import { paths } from '../../config/paths.ts';
import { callSession } from '../../lib/same-origin.ts';
import { useSessionUpdate } from '../../lib/use-session-update.ts';
import { memberMessages } from '../../messages/member.ko.ts';

const copy = memberMessages.expired;

/** /auth/update-expired-password: "90일 경과 비밀번호 변경하기": change now, or keep it another 90 days. */
export default function UpdateExpiredPasswordPage() {
  const update = useSessionUpdate();
  const [error, setError] = useState<string | null>(null);
  const done = (session: Parameters<typeof update>[0]) => {
    update(session);
    // A full load: the header, the cart and every remote start again as a normal member.
    window.location.assign(paths.home.getHref());
  };
  const delay = async () => {
    const answer = await callSession('POST /session/account/delay-change-password', { body: {}, cache: 'no-store' });
    if (answer.ok) done(answer.session);
    else setError(answer.message);
  };
  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="expired-heading">
        <h1 className="auth-card__title" id="expired-heading">{copy.heading}</h1>
        <p className="auth-card__description">{copy.text}</p>
        <PasswordChangeForm originalLabel={memberMessages.password.original} onChanged={done} />
        <div className="auth-actions">
          <Button type="button" variant="secondary" size="lg" block onClick={() => void delay()}>{copy.delay}</Button>
        </div>
        {error ? <p className="auth-form__error" role="alert">{error}</p> : null}
      </section>
    </div>
  );
}
