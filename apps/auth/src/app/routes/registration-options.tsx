import { Link, useLoaderData } from '@shop/router';
import { buttonClassName } from '@shop/ui';
import { paths } from '../../config/paths.ts';
import { memberMessages } from '../../messages/member.ko.ts';
import type { loadSnsProviders } from '../../features/sns/api/load-sns-providers.ts';

const copy = memberMessages.options;

/** /auth/registration-options: "회원가입" chooser, SNS or general sign-up. */
export default function RegistrationOptionsPage() {
  const { providers } = useLoaderData<typeof loadSnsProviders>();
  return (
    <div className="ui-container auth-page">
      <section className="auth-card" aria-labelledby="options-heading">
        <h1 className="auth-card__title" id="options-heading">{copy.heading}</h1>
        <p className="auth-card__description">{copy.description}</p>
        <ul className="auth-choices">
          <li>
            <Link className={buttonClassName({ size: 'lg', block: true })} to={paths.verifySms.getHref()}>{copy.general}</Link>
            <p className="auth-hint">{copy.generalHint}</p>
          </li>
          {providers.length > 0 ? (
            <li>
              <Link className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })} to={paths.snsRegister.getHref()}>{copy.sns}</Link>
              <p className="auth-hint">{copy.snsHint(providers.map((p) => memberMessages.sns.providers[p]))}</p>
            </li>
          ) : null}
        </ul>
      </section>
    </div>
  );
}
