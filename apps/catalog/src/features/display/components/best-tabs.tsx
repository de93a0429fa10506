import { Link } from '@shop/router';
import { cx } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';
import type { BestTab } from '../api/load-display-best.ts';

/** Props of `BestTabs`. */
export type BestTabsProps = { tabs: ReadonlyArray<BestTab>; current: string };

/** The category tabs of the best page as links (`?category=`), so back and forward restore the tab. */
export function BestTabs({ tabs, current }: BestTabsProps) {
  return (
    <nav className="catalog-chips" aria-label={SHOWCASE_MESSAGES.home.bestTabsLabel}>
      <ul className="catalog-chips__list">
        {tabs.map((tab) => (
          <li key={tab.url || 'all'}>
            <Link
              to={paths.displayBest.getHref(tab.url)}
              className={cx('catalog-chip', tab.url === current && 'catalog-chip--current')}
              aria-current={tab.url === current ? 'page' : undefined}
              preventScrollReset
            >
              {tab.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
