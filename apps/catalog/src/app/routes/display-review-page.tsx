import { useLoaderData } from '@shop/router';
import { EmptyState, Pagination } from '@shop/ui';
import { PageHeader } from '../../components/page-header.tsx';
import { ReviewCard } from '../../components/review-card.tsx';
import type { loadDisplayReview } from '../../features/display/api/load-display-review.ts';
import { ReviewFilters } from '../../features/display/components/review-filters.tsx';
import { SHOWCASE_MESSAGES } from '../../messages/showcase.ko.ts';

/** `/display/review`: the review wall with brand tabs and a photo-only switch, 20 per page. */
export default function DisplayReviewPage() {
  const data = useLoaderData<typeof loadDisplayReview>();
  const m = SHOWCASE_MESSAGES;
  return (
    <div className="catalog-page ui-container">
      <PageHeader title={m.titles.displayReview} description={m.display.reviewDescription}>
        <ReviewFilters tabs={data.tabs} brandId={data.brandId} photoOnly={data.photoOnly} />
      </PageHeader>
      <p className="catalog-list-head__count">{m.display.reviewCount(data.totalElements)}</p>
      {data.reviews.length > 0 ? (
        <ul className="catalog-review-wall">
          {data.reviews.map((review) => (
            <li key={review.itemReviewId}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState message={m.display.reviewsEmpty} />
      )}
      <Pagination currentPage={data.currentPage} totalPages={data.totalPages} />
    </div>
  );
}
