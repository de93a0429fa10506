import { useEffect, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Link, useSearchParams } from '@shop/router';
import { cx } from '@shop/ui';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';
import type { ReviewBrandTab } from '../api/load-display-review.ts';

/** Props of `ReviewFilters`. */
export type ReviewFiltersProps = { tabs: ReadonlyArray<ReviewBrandTab>; brandId: number; photoOnly: boolean };

function withParam(search: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (value === null) next.delete(name);
  else next.set(name, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Brand tabs (`?brand=`) and the photo-only switch (`?photo=Y`) of the review wall; both live in the URL. */
export function ReviewFilters({ tabs, brandId, photoOnly }: ReviewFiltersProps) {
  const [search, setSearch] = useSearchParams();
  // The box follows the click at once; the loader data confirms it when the page arrives.
  const [checked, setChecked] = useState(photoOnly);
  useEffect(() => setChecked(photoOnly), [photoOnly]);
  const m = SHOWCASE_MESSAGES.display;
  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    setChecked(event.target.checked);
    setSearch(new URLSearchParams(withParam(search, 'photo', event.target.checked ? 'Y' : null)), { preventScrollReset: true });
  };
  return (
    <div className="catalog-review-filters">
      <nav className="catalog-chips" aria-label={m.reviewBrandsLabel}>
        <ul className="catalog-chips__list">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <Link
                to={{ search: withParam(search, 'brand', tab.id ? String(tab.id) : null) }}
                className={cx('catalog-chip', tab.id === brandId && 'catalog-chip--current')}
                aria-current={tab.id === brandId ? 'page' : undefined}
                preventScrollReset
              >
                {tab.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <label className="catalog-review-filters__photo">
        <input type="checkbox" checked={checked} onChange={onPhoto} />
        {m.photoOnly}
      </label>
    </div>
  );
}
