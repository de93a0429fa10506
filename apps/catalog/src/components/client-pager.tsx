import { cx, pageWindow } from '@shop/ui';
import { CATALOG_ITEM_MESSAGES } from '../messages/item.ko.ts';

/** Props of `ClientPager`. */
export type ClientPagerProps = { label: string; currentPage: number; totalPages: number; onPage: (page: number) => void };

const M = CATALOG_ITEM_MESSAGES.pager;

/** Page buttons for lists loaded in place (reviews, questions, comments): a 5-page window with 이전/다음. */
export function ClientPager({ label, currentPage, totalPages, onPage }: ClientPagerProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(currentPage, totalPages);
  return (
    <nav className="ui-pagination catalog-pager" aria-label={M.label(label)}>
      <button type="button" className="ui-pagination__step" disabled={currentPage <= 1} onClick={() => onPage(currentPage - 1)}>
        {M.previous}
      </button>
      {pages.map((page) => (
        <button
          key={page}
          type="button"
          className={cx('ui-pagination__page', page === currentPage && 'ui-pagination__page--current')}
          aria-current={page === currentPage ? 'page' : undefined}
          onClick={() => onPage(page)}
        >
          {page}
          <span className="ui-visually-hidden">{M.pageSuffix}</span>
        </button>
      ))}
      <button type="button" className="ui-pagination__step" disabled={currentPage >= totalPages} onClick={() => onPage(currentPage + 1)}>
        {M.next}
      </button>
    </nav>
  );
}
