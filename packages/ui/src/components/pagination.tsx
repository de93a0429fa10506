import { Link, useLocation } from '@shop/router';
import { UI_MESSAGES } from '../messages/ko.ts';
import { cx } from '../lib/class-names.ts';
import { pageWindow } from '../lib/page-window.ts';

/** Props of `Pagination`. Pages are 1-based and live in the query string (`?page=`). */
export type PaginationProps = {
  currentPage: number;
  totalPages: number;
  /** Query parameter that holds the page. */
  pageParam?: string;
  className?: string;
};

/** Query string of the current URL with the page set to `page` (page 1 leaves no parameter). */
export function pageSearch(search: string, page: number, pageParam = 'page'): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(pageParam);
  else params.set(pageParam, String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Page navigation: 이전/다음 and a window of five page links. Links keep every other query parameter, so
 * sort and filters survive, and back/forward restore the page.
 */
export function Pagination({ currentPage, totalPages, pageParam = 'page', className }: PaginationProps) {
  const location = useLocation();
  if (totalPages <= 1) return null;
  const page = Math.min(Math.max(1, currentPage), totalPages);
  const to = (target: number) => ({ pathname: location.pathname, search: pageSearch(location.search, target, pageParam) });
  const m = UI_MESSAGES.pagination;
  return (
    <nav className={cx('ui-pagination', className)} aria-label={m.label}>
      {page > 1 ? (
        <Link className="ui-pagination__step" to={to(page - 1)} aria-label={m.previousPage}>
          {m.previous}
        </Link>
      ) : (
        <span className="ui-pagination__step" aria-disabled="true">
          {m.previous}
        </span>
      )}
      <ol className="ui-pagination__pages">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Link
              className={cx('ui-pagination__page', number === page && 'ui-pagination__page--current')}
              to={to(number)}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <Link className="ui-pagination__step" to={to(page + 1)} aria-label={m.nextPage}>
          {m.next}
        </Link>
      ) : (
        <span className="ui-pagination__step" aria-disabled="true">
          {m.next}
        </span>
      )}
    </nav>
  );
}
