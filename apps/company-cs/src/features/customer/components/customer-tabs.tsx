import { NavLink } from '@shop/router';
import { useCurrentInView } from '../../../lib/use-current-in-view.ts';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages/ko.ts';

const M = messages.customer;
const TABS = [
  { href: paths.customer.notices.getHref(), label: M.notices },
  { href: paths.customer.faqs.getHref(), label: M.faqs },
  { href: paths.customer.inquiries.getHref(), label: M.inquiries },
  { href: paths.customer.partnership.getHref(), label: M.partnership },
] as const;

/** 고객센터 title and its tabs 공지사항 / FAQ / 1:1문의 / 제휴/입점문의 (the current one marked). */
export function CustomerHeader() {
  const row = useCurrentInView<HTMLUListElement>();
  return (
    <>
      <p className="cs-customer__heading">{M.heading}</p>
      <nav className="cs-tabs" aria-label={M.tabsLabel}>
        <ul className="cs-tabs__list" ref={row}>
          {TABS.map((tab) => (
            <li key={tab.href}>
              <NavLink className={({ isActive }) => (isActive ? 'cs-tabs__link is-active' : 'cs-tabs__link')} to={tab.href} end>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
