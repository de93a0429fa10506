import { Link, NavLink } from '@shop/router';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages/ko.ts';
import { MYPAGE_MENU } from '../mypage-menu.ts';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'mypage-lnb__link is-active' : 'mypage-lnb__link');

/** Side menu of the member area: the title link and three groups of links. */
export function MypageLnb() {
  return (
    <nav className="mypage-lnb" aria-label={messages.lnb.label}>
      <Link className="mypage-lnb__title" to={paths.mypage.home.getHref()}>
        {messages.lnb.title}
      </Link>
      {MYPAGE_MENU.map((group) => (
        <section className="mypage-lnb__group" key={group.id} aria-labelledby={`mypage-lnb-${group.id}`}>
          <h2 className="mypage-lnb__group-title" id={`mypage-lnb-${group.id}`}>
            {group.title}
          </h2>
          <ul className="mypage-lnb__list">
            {group.links.map((link) => (
              <li key={link.href}>
                <NavLink className={linkClass} to={link.href} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
