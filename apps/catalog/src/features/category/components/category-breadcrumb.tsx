import { Link } from '@shop/router';
import { UI_MESSAGES } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { CATALOG_MESSAGES } from '../../../messages/ko.ts';
import type { CategoryLink } from '../utils/category-nav.ts';

/** Props of `CategoryBreadcrumb`. */
export type CategoryBreadcrumbProps = { trail: CategoryLink[]; siblings: CategoryLink[][] };

/**
 * 홈 › depth 1 › depth 2 › depth 3, where each category step opens a list of its siblings (a <details>
 * disclosure: works before hydration, one tap on phones).
 */
export function CategoryBreadcrumb({ trail, siblings }: CategoryBreadcrumbProps) {
  return (
    <nav className="ui-breadcrumb catalog-page__breadcrumb catalog-crumbs" aria-label={UI_MESSAGES.breadcrumb.label}>
      <ol className="catalog-crumbs__list">
        <li>
          <Link to={paths.home.getHref()}>{UI_MESSAGES.common.home}</Link>
        </li>
        {trail.map((step, index) => {
          const others = siblings[index] ?? [];
          const current = index === trail.length - 1;
          return (
            <li key={step.url}>
              {others.length > 1 ? (
                <details className="catalog-crumbs__menu">
                  <summary aria-current={current ? 'page' : undefined}>{step.name}</summary>
                  <ul aria-label={CATALOG_MESSAGES.category.crumbMenu(step.name)}>
                    {others.map((other) => (
                      <li key={other.url}>
                        <Link to={paths.category.getHref(other.url)} aria-current={other.url === step.url ? 'true' : undefined}>
                          {other.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <Link to={paths.category.getHref(step.url)} aria-current={current ? 'page' : undefined}>
                  {step.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
