import { PasswordChangeForm } from '../../components/password-change-form.tsx';
import { paths } from '../../config/paths.ts';
import { useSessionUpdate } from '../../lib/use-session-update.ts';
import { memberMessages } from '../../messages/member.ko.ts';

const copy = memberMessages.temporary;

/** /auth/update-temporary-password: the forced change after signing in with a temporary password. */
export default function UpdateTemporaryPasswordPage() {
  const update = useSessionUpdate();
  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="temporary-heading">
        <h1 className="auth-card__title" id="temporary-heading">{copy.heading}</h1>
        <p className="auth-card__description">{copy.text}</p>
        <PasswordChangeForm originalLabel={memberMessages.password.originalTemporary} onChanged={(session) => {
          update(session);
          // A full load: the header, the cart and every remote start again as a normal member.
          window.location.assign(paths.home.getHref());
        }} />
      </section>
    </div>
  );
}
