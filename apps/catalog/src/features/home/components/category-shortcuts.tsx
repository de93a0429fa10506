import type { CSSProperties } from 'react';
import { Link } from '@shop/router';
import { ShopImage } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { CATALOG_MESSAGES } from '../../../messages/ko.ts';

/** A category as the home page links it (`image`: the category picture, when the API has one). */
export type HomeCategory = { url: string; name: string; image?: string };

/** Props of `CategoryShortcuts`. */
export type CategoryShortcutsProps = { categories: ReadonlyArray<HomeCategory> };

/** Links to every top-level category, each with its picture (or its first letter when it has none). */
export function CategoryShortcuts({ categories }: CategoryShortcutsProps) {
  if (categories.length === 0) return null;
  return (
    <nav className="catalog-shortcuts ui-section" aria-label={CATALOG_MESSAGES.home.categoriesTitle}>
      <ul className="catalog-shortcuts__list" style={{ '--catalog-shortcuts-count': categories.length } as CSSProperties}>
        {categories.map((category) => (
          <li key={category.url}>
            <Link to={paths.category.getHref(category.url)} className="catalog-shortcuts__link">
              <span className="catalog-shortcuts__mark" aria-hidden="true">
                {category.image ? <ShopImage src={category.image} alt="" width={56} height={56} sizes="56px" /> : Array.from(category.name)[0]}
              </span>
              <span className="catalog-shortcuts__name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
