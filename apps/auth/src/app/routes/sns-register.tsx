import { Link, useLoaderData } from '@shop/router';
import { buttonClassName } from '@shop/ui';
import { SnsButtons } from '../../components/sns-buttons.tsx';
import { paths } from '../../config/paths.ts';
import type { loadSnsProviders } from '../../features/sns/api/load-sns-providers.ts';
import { memberMessages } from '../../messages/member.ko.ts';

const copy = memberMessages.sns;

/** /auth/sns/register and /auth/sns/auth-step1: choose the social account to sign up with. */
export default function SnsRegisterPage() {
  const { providers } = useLoaderData<typeof loadSnsProviders>();
  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="sns-register-heading">
        <h1 className="auth-card__title" id="sns-register-heading">{copy.registerHeading}</h1>
        {providers.length > 0 ? (
          <>
            <p className="auth-card__description">{copy.registerText}</p>
            <SnsButtons mode="join" providers={providers} />
          </>
        ) : (
          <>
            <p className="auth-card__description">{copy.noneConfigured}</p>
            <Link className={buttonClassName({ size: 'lg', block: true })} to={paths.verifySms.getHref()}>{memberMessages.options.general}</Link>
          </>
        )}
      </section>
    </div>
  );
}
