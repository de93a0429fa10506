import { useLoaderData } from '@shop/router';
import { sessionAtom } from '@shop/session';
import { useAtomValue } from 'jotai';
import { paths } from '../../config/paths.ts';
import { CountCard } from '../../features/home/components/count-card.tsx';
import { DashboardPanels } from '../../features/home/components/dashboard-panels.tsx';
import { MemberBox } from '../../features/home/components/member-box.tsx';
import type { loadMypageHome } from '../../features/home/api/load-mypage-home.ts';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { messages } from '../../messages/ko.ts';

const copy = messages.home;

/** /mypage: greeting, account facts and shortcuts with the member's live counts. */
export default function MypageHomePage() {
  const data = useLoaderData<typeof loadMypageHome>();
  const sessionName = useAtomValue(sessionAtom).user?.name;
  const name = data.member.name || sessionName || copy.memberFallback;
  return (
    <MypageFrame>
      <MemberBox name={name} member={data.member} />
      <section className="mypage-section" aria-labelledby="mypage-shortcuts">
        <h2 className="mypage-section__title" id="mypage-shortcuts">
          {copy.shortcutsTitle}
        </h2>
        <ul className="mypage-counts">
          <CountCard title={copy.cart} count={data.cartCount} href={paths.cart.getHref()} />
          <CountCard title={copy.wishlist} count={data.wishlistCount} href={paths.mypage.wishlist.getHref()} />
        </ul>
      </section>
      {data.dashboard ? <DashboardPanels data={data.dashboard} /> : null}
    </MypageFrame>
  );
}
