import { Link } from '@shop/router';
import { cx } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';

/** Props of `TagChips`. */
export type TagChipsProps = { tags: ReadonlyArray<string>; current: string };

/** The MD tags as links (`/display/md?tag=`), the current one marked. */
export function TagChips({ tags, current }: TagChipsProps) {
  return (
    <nav className="catalog-chips" aria-label={SHOWCASE_MESSAGES.home.mdTabsLabel}>
      <ul className="catalog-chips__list">
        {tags.map((tag) => (
          <li key={tag}>
            <Link to={paths.displayMd.getHref(tag)} className={cx('catalog-chip', tag === current && 'catalog-chip--current')} aria-current={tag === current ? 'page' : undefined}>
              {SHOWCASE_MESSAGES.display.tag(tag)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
