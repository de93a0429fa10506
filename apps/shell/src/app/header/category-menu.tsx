import { useRef } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { Link } from '@shop/router';
import type { Category } from '@shop/api-client';
import { MESSAGES } from '../../messages/ko.ts';

function categoryHref(category: Category): string {
  return `/categories/${category.url}`;
}

/**
 * The category mega menu (depths 1-3). A <details> element: opens on click, Enter or Space without any script,
 * closes when a link is followed; Escape closes it (focus back on its toggle), and so does focus leaving it. On
 * phones it is a drawer with a close button at its top (shown by device.css only there; the tab bar's inline script
 * closes it too before the bundle runs, through `data-shell-close`).
 */
export function CategoryMenu({ categories }: { categories: Category[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  const closeButton = () => {
    close();
    ref.current?.querySelector('summary')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !ref.current?.open) return;
    event.preventDefault();
    close();
    ref.current.querySelector('summary')?.focus();
  };
  // A link followed in the page (no new document) closes the menu as a full load would.
  const onClick = (event: MouseEvent<HTMLDetailsElement>) => {
    if ((event.target as Element).closest('.shell-catmenu__panel a')) close();
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (event.relatedTarget && !ref.current?.contains(event.relatedTarget as Node)) close();
  };
  return (
    <details className="shell-catmenu" ref={ref} onKeyDown={onKeyDown} onBlur={onBlur} onClick={onClick}>
      <summary className="shell-catmenu__toggle">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="1.8" /></svg>
        {MESSAGES.header.allCategories}
      </summary>
      <div className="shell-catmenu__panel">
        <div className="shell-catmenu__head">
          <strong>{MESSAGES.header.allCategories}</strong>
          <button type="button" className="shell-catmenu__close" data-shell-close="categories" aria-label={MESSAGES.header.closeCategories} onClick={closeButton}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22"><path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.8" /></svg>
          </button>
        </div>
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
