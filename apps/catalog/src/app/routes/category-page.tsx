import { useLoaderData } from '@shop/router';
import { Breadcrumb, EmptyState, Pagination, ProductGrid, SortSelect, UI_MESSAGES } from '@shop/ui';
import type { BreadcrumbItem } from '@shop/ui';
import { paths } from '../../config/paths.ts';
import type { CategoryPageData } from '../../features/category/api/load-category.ts';
import { CategoryChipList } from '../../features/category/components/category-chip-list.tsx';
import { cardHeart } from '../../features/wishlist/components/card-heart.tsx';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import { CATALOG_MESSAGES } from '../../messages/ko.ts';

/** `/categories/:categoryCode`: breadcrumb, child categories, count, sort, a 24-item grid and pagination. */
export default function CategoryPage() {
  const data = useLoaderData() as CategoryPageData;
  const crumbs: BreadcrumbItem[] = [
    { label: UI_MESSAGES.common.home, href: paths.home.getHref() },
    ...data.trail.map((step) => ({ label: step.name, href: paths.category.getHref(step.url) })),
  ];
  return (
    <FeedbackProvider>
      <div className="catalog-page catalog-category ui-container">
        <Breadcrumb items={crumbs} className="catalog-page__breadcrumb" />
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
