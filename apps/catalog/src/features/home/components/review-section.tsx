import type { WallReview } from '@shop/api-client';
import { ReviewCard } from '../../../components/review-card.tsx';
import { paths } from '../../../config/paths.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';
import { HomeSection } from './home-section.tsx';

/** Real reviews written by shoppers, photo reviews first. */
export function ReviewSection({ reviews }: { reviews: ReadonlyArray<WallReview> }) {
  if (reviews.length === 0) return null;
  return (
    <HomeSection title={SHOWCASE_MESSAGES.home.reviewsTitle} moreHref={paths.displayReview.getHref()}>
      <ul className="catalog-review-wall catalog-review-wall--home">
        {reviews.map((review) => (
          <li key={review.itemReviewId}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
