import { Link } from '@shop/router';
import { cx } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { CATALOG_MESSAGES } from '../../../messages/ko.ts';
import type { CategoryChips } from '../utils/category-nav.ts';

/** Props of `CategoryChipList`. */
export type CategoryChipListProps = { chips: CategoryChips };

function chipClass(current: boolean): string {
  return cx('catalog-chip', current && 'catalog-chip--current');
}

/** "전체" plus the child (or sibling) categories as a scrollable row of links. */
export function CategoryChipList({ chips }: CategoryChipListProps) {
  return (
    <nav className="catalog-chips" aria-label={CATALOG_MESSAGES.category.childrenLabel}>
      <ul className="catalog-chips__list">
        <li>
          <Link to={paths.category.getHref(chips.all.url)} className={chipClass(chips.allCurrent)} aria-current={chips.allCurrent ? 'page' : undefined}>
            {CATALOG_MESSAGES.category.all}
          </Link>
        </li>
        {chips.chips.map((chip) => (
          <li key={chip.url}>
            <Link to={paths.category.getHref(chip.url)} className={chipClass(chip.current)} aria-current={chip.current ? 'page' : undefined}>
              {chip.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
