import { Link } from '@shop/router';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages/ko.ts';
import type { MypageHomeData } from '../api/load-mypage-home.ts';

const copy = messages.home;

type MemberBoxProps = { name: string; member: MypageHomeData['member'] };

/** The greeting and the account facts the API knows (id and e-mail). */
export function MemberBox({ name, member }: MemberBoxProps) {
  return (
    <section className="mypage-member" aria-labelledby="mypage-greeting">
      <h1 className="mypage-member__greeting" id="mypage-greeting">
        {copy.greeting(name)}
      </h1>
      <dl className="mypage-member__facts">
        <div>
          <dt>{copy.loginId}</dt>
          <dd>{member.loginId}</dd>
        </div>
        <div>
          <dt>{copy.email}</dt>
          <dd>{member.email || copy.emailMissing}</dd>
        </div>
      </dl>
      <Link className="mypage-member__edit" to={paths.account.profile.getHref()}>
        {copy.editProfile}
      </Link>
    </section>
  );
}
