import { useLoaderData } from '@shop/router';
import { clearSession, sessionAtom } from '@shop/session';
import { useSetAtom } from 'jotai';
import { paths } from '../../config/paths.ts';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { CloseAccountForm } from '../../features/account-security/components/close-account-form.tsx';
import type { loadCloseAccount } from '../../features/account-security/api/load-close-account.ts';
import { accountSecurityMessages } from '../../messages/account-security.ko.ts';

/** /account/close-account: closing the account (guard auth). */
export default function CloseAccountPage() {
  const info = useLoaderData<typeof loadCloseAccount>();
  const setSession = useSetAtom(sessionAtom);
  return (
    <MypageFrame>
      <section className="mypage-section" aria-labelledby="close-account-heading">
        <h1 className="mypage-section__title" id="close-account-heading">{accountSecurityMessages.close.heading}</h1>
        <CloseAccountForm info={info} onClosed={() => {
          setSession((current) => clearSession(current));
          // A full load: every part of the page (header, cart count) starts again as a visitor.
          window.location.assign(paths.home.getHref());
        }} />
      </section>
    </MypageFrame>
  );
}
