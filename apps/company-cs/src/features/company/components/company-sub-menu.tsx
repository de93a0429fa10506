import { NavLink } from '@shop/router';
import { useCurrentInView } from '../../../lib/use-current-in-view.ts';
import { messages } from '../../../messages/ko.ts';
import { COMPANY_MENU } from '../company-menu.ts';

/** Sub-menu of the company pages. */
export function CompanySubMenu() {
  const row = useCurrentInView<HTMLUListElement>();
  return (
    <nav className="cs-submenu" aria-label={messages.companyMenu.label}>
      <p className="cs-submenu__heading">{messages.companyMenu.heading}</p>
      <ul className="cs-submenu__list" ref={row}>
        {COMPANY_MENU.map((entry) => (
          <li key={entry.href}>
            <NavLink className={({ isActive }) => (isActive ? 'cs-submenu__link is-active' : 'cs-submenu__link')} to={entry.href} end>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
