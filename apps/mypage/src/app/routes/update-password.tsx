import { Link } from '@shop/router';
import { paths } from '../../config/paths.ts';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { UpdatePasswordForm } from '../../features/account-security/components/update-password-form.tsx';
import { accountSecurityMessages } from '../../messages/account-security.ko.ts';

const copy = accountSecurityMessages.password;

/** /account/update-password: the member's password change; the member's other sessions end. */
export default function UpdatePasswordPage() {
  return (
    <MypageFrame>
      <section className="mypage-section" aria-labelledby="update-password-heading">
        <h1 className="mypage-section__title" id="update-password-heading">{copy.heading}</h1>
        <p className="account-lead">{copy.description}</p>
        <UpdatePasswordForm />
        <p className="account-leave">
          {copy.leavePrompt} <Link to={paths.account.closeAccount.getHref()}>{copy.leaveLink}</Link>
        </p>
      </section>
    </MypageFrame>
  );
}
