import { Link } from '@shop/router';
import { UI_MESSAGES } from '../messages/ko.ts';
import { cx } from '../lib/class-names.ts';

/** One step of a breadcrumb; the last step is the current page and is not a link. */
export type BreadcrumbItem = { label: string; href?: string };

/** Props of `Breadcrumb`. */
export type BreadcrumbProps = {
  items: ReadonlyArray<BreadcrumbItem>;
  /** The last step is the current page (default). False when the page sits below the last step (an item). */
  lastIsCurrent?: boolean;
  className?: string;
};

/**
 * The path from home to the current page (home > depth 1 > depth 2 > …): every step with an href is a link,
 * except the last one when it is the current page.
 */
export function Breadcrumb({ items, lastIsCurrent = true, className }: BreadcrumbProps) {
  if (items.length === 0) return null;
  const lastIndex = lastIsCurrent ? items.length - 1 : items.length;
  return (
    <nav className={cx('ui-breadcrumb', className)} aria-label={UI_MESSAGES.breadcrumb.label}>
      <ol className="ui-breadcrumb__list">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="ui-breadcrumb__item">
            {index !== lastIndex && item.href ? (
              <Link to={item.href} className="ui-breadcrumb__link">
                {item.label}
              </Link>
            ) : (
              <span className="ui-breadcrumb__current" aria-current={index === lastIndex ? 'page' : undefined}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
