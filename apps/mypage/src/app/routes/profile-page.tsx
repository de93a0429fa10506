import { useLoaderData } from '@shop/router';
import type { loadProfile } from '../../features/account/api/load-profile.ts';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

/** /account/profile: 내 정보 관리 after a password re-check. */
export default function ProfilePage() {
  const { profile } = useLoaderData<typeof loadProfile>();
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.profile}</h1>
      <ProfileForm initial={profile} />
    </MypageFrame>
  );
}
