import { useLoaderData } from '@shop/router';
import { EmptyState, Pagination, ProductGrid, SortSelect, UI_MESSAGES } from '@shop/ui';
import type { loadCategory } from '../../features/category/api/load-category.ts';
import { CategoryBreadcrumb } from '../../features/category/components/category-breadcrumb.tsx';
import { CategoryChipList } from '../../features/category/components/category-chip-list.tsx';
import { cardHeart } from '../../components/card-heart.tsx';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import { CATALOG_MESSAGES } from '../../messages/ko.ts';

/** `/categories/:categoryUrl`: breadcrumb, child categories, count, sort, a 24-item grid and pagination. */
export default function CategoryPage() {
  const data = useLoaderData<typeof loadCategory>();
  return (
    <FeedbackProvider>
      <div className="catalog-page catalog-category ui-container">
        <CategoryBreadcrumb trail={data.trail} siblings={data.trailSiblings} />
        <h1 className="ui-page-title catalog-category__title">{data.category.name}</h1>
        {data.chips ? <CategoryChipList chips={data.chips} /> : null}
        <div className="catalog-list-head">
          <p className="catalog-list-head__count">{UI_MESSAGES.list.totalCount(data.totalElements)}</p>
          <SortSelect />
        </div>
        {data.items.length > 0 ? (
          <ProductGrid items={data.items} priorityCount={4} label={CATALOG_MESSAGES.category.gridLabel(data.category.name)} renderAction={cardHeart} />
        ) : (
          <EmptyState message={CATALOG_MESSAGES.category.empty} description={CATALOG_MESSAGES.category.emptyDescription} />
        )}
        <Pagination currentPage={data.currentPage} totalPages={data.totalPages} />
      </div>
    </FeedbackProvider>
  );
}
