import type { ReactNode } from 'react';
import { EmptyState, Pagination, ProductGrid, SortSelect, UI_MESSAGES } from '@shop/ui';
import { cardHeart } from './card-heart.tsx';
import type { CardPageData } from '../lib/page-data.ts';

/** Props of `ItemList`. */
export type ItemListProps = {
  page: CardPageData;
  /** Accessible name of the grid. */
  label: string;
  /** Shown instead of the grid when the page has no items. */
  empty: ReactNode;
  /** Shows the sort select (sort and page live in the query string). */
  sortable?: boolean;
};

/** "총 N개 상품", the sort select, a 24-item grid (or the empty state) and the pagination of a list page. */
export function ItemList({ page, label, empty, sortable = true }: ItemListProps) {
  return (
    <>
      <div className="catalog-list-head">
        <p className="catalog-list-head__count">{UI_MESSAGES.list.totalCount(page.totalElements)}</p>
        {sortable ? <SortSelect /> : null}
      </div>
      {page.items.length > 0 ? <ProductGrid items={page.items} priorityCount={4} label={label} renderAction={cardHeart} /> : typeof empty === 'string' ? <EmptyState message={empty} /> : empty}
      <Pagination currentPage={page.currentPage} totalPages={page.totalPages} />
    </>
  );
}
