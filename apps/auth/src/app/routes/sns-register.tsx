import { SnsButtons } from '../../components/sns-buttons.tsx';
import { memberMessages } from '../../messages/member.ko.ts';

const copy = memberMessages.sns;

/** /auth/sns/register and /auth/sns/auth-step1: choose the social account to sign up with. */
export default function SnsRegisterPage() {
  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="sns-register-heading">
        <h1 className="auth-card__title" id="sns-register-heading">{copy.registerHeading}</h1>
        <p className="auth-card__description">{copy.registerText}</p>
        <SnsButtons mode="join" />
      </section>
    </div>
  );
}
