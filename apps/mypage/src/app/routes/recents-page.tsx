import { useLoaderData } from '@shop/router';
import type { loadRecents } from '../../features/activity/api/load-activity.ts';
import { RecentList } from '../../features/activity/components/recent-list.tsx';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

/** /mypage/activity/recents: 최근 본 상품. */
export default function RecentsPage() {
  const { items } = useLoaderData<typeof loadRecents>();
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.recents}</h1>
      <RecentList initial={items} />
    </MypageFrame>
  );
}
