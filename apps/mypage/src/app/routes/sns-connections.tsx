import { useLoaderData } from '@shop/router';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { SnsConnectionList } from '../../features/account-security/components/sns-connection-list.tsx';
import type { loadSnsConnections } from '../../features/account-security/api/load-sns-connections.ts';
import { accountSecurityMessages } from '../../messages/account-security.ko.ts';

const copy = accountSecurityMessages.sns;

/** /account/sns-connections: connect and disconnect social accounts (never the last way to sign in). */
export default function SnsConnectionsPage() {
  const info = useLoaderData<typeof loadSnsConnections>();
  return (
    <MypageFrame>
      <section className="mypage-section" aria-labelledby="sns-connections-heading">
        <h1 className="mypage-section__title" id="sns-connections-heading">{copy.heading}</h1>
        <p className="account-lead">{copy.description}</p>
        <SnsConnectionList info={info} />
      </section>
    </MypageFrame>
  );
}
