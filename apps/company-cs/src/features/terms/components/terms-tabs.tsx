import { NavLink } from '@shop/router';
import { useCurrentInView } from '../../../lib/use-current-in-view.ts';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../messages/ko.ts';

const TABS = [
  { href: paths.terms.termsOfService.getHref(), label: messages.termsTabs.termsOfService },
  { href: paths.terms.privacyPolicy.getHref(), label: messages.termsTabs.privacyPolicy },
  { href: paths.terms.marketingConsent.getHref(), label: messages.termsTabs.marketingConsent },
  { href: paths.terms.emailCollectionRefusal.getHref(), label: messages.termsTabs.emailCollectionRefusal },
] as const;

/** Tab bar over the four terms pages; the current one is marked with `aria-current="page"`. */
export function TermsTabs() {
  const row = useCurrentInView<HTMLUListElement>();
  return (
    <nav className="cs-tabs" aria-label={messages.termsTabs.label}>
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
  );
}
