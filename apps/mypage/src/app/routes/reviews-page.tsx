import { useLoaderData } from '@shop/router';
import { EmptyState, Pagination } from '@shop/ui';
import { PeriodFilter } from '../../components/period-filter.tsx';
import type { loadReviews } from '../../features/activity/api/load-reviews.ts';
import { MyReviewItem } from '../../features/activity/components/my-review-item.tsx';
import { MypageFrame } from '../../features/navigation/components/mypage-frame.tsx';
import { pageMessages } from '../../messages/pages.ko.ts';

/** /mypage/activity/reviews: my reviews in a period, editable and deletable. */
export default function ReviewsPage() {
  const { reviews } = useLoaderData<typeof loadReviews>();
  return (
    <MypageFrame>
      <h1 className="mypage-page__title">{pageMessages.titles.reviews}</h1>
      <PeriodFilter presets={['1m', '3m', '6m', '12m']} />
      {reviews.content.length === 0 ? <EmptyState message={pageMessages.review.empty} /> : (
        <ul className="mypage-reviews">{reviews.content.map((r) => <MyReviewItem key={r.itemReviewId} review={r} />)}</ul>
      )}
      <Pagination currentPage={reviews.pagination.currentPage} totalPages={reviews.pagination.totalPages} />
    </MypageFrame>
  );
}
