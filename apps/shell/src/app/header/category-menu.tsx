import { useRef } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Link } from '@shop/router';
import type { Category } from '@shop/api-client';
import { MESSAGES } from '../../messages/ko.ts';

function categoryHref(category: Category): string {
  return `/categories/${category.url}`;
}

/**
 * The category mega menu (depths 1-3). A <details> element: opens on click, Enter or Space without any script,
 * closes when a link is followed; Escape closes it (focus back on its toggle), and so does focus leaving it.
 */
export function CategoryMenu({ categories }: { categories: Category[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !ref.current?.open) return;
    event.preventDefault();
    close();
    ref.current.querySelector('summary')?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (event.relatedTarget && !ref.current?.contains(event.relatedTarget as Node)) close();
  };
  return (
    <details className="shell-catmenu" ref={ref} onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary className="shell-catmenu__toggle">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="1.8" /></svg>
        {MESSAGES.header.allCategories}
      </summary>
      <div className="shell-catmenu__panel">
        <ul className="shell-catmenu__list">
          {categories.map((depth1) => (
            <li key={depth1.categoryId} className="shell-catmenu__group">
              <Link to={categoryHref(depth1)} className="shell-catmenu__d1">{depth1.name}</Link>
              <ul>
                {(depth1.childCategories ?? []).map((depth2) => (
                  <li key={depth2.categoryId}>
                    <Link to={categoryHref(depth2)} className="shell-catmenu__d2">{depth2.name}</Link>
                    <ul className="shell-catmenu__d3list">
                      {(depth2.childCategories ?? []).map((depth3) => (
                        <li key={depth3.categoryId}><Link to={categoryHref(depth3)}>{depth3.name}</Link></li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
