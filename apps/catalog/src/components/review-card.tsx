import type { WallReview } from '@shop/api-client';
import { Link } from '@shop/router';
import { ShopImage, StarRating } from '@shop/ui';
import { paths } from '../config/paths.ts';
import { wireDateText } from '../lib/wire-date.ts';
import { SHOWCASE_MESSAGES } from '../messages/showcase.ko.ts';

/** Props of `ReviewCard`. */
export type ReviewCardProps = { review: WallReview };

/** A review on the wall: its photo (or the item picture), stars, text, writer and date, linking to the item. */
export function ReviewCard({ review }: ReviewCardProps) {
  const m = SHOWCASE_MESSAGES.display;
  const picture = review.image ?? review.itemImage;
  return (
    <article className="catalog-review-card" aria-label={m.reviewOf(review.itemName)}>
      <Link to={paths.item.getHref(review.itemUserCode)} className="catalog-review-card__link">
        <span className="catalog-review-card__media">
          {picture ? <ShopImage src={picture} alt={review.image ? m.reviewPhotoAlt(review.itemName) : ''} width={300} height={300} sizes="(min-width: 1024px) 300px, 50vw" /> : null}
        </span>
        <span className="catalog-review-card__item">{review.itemName}</span>
      </Link>
      <StarRating score={review.score} className="catalog-review-card__stars" />
      <p className="catalog-review-card__content">{review.content}</p>
      <p className="catalog-review-card__meta">
        <span>{review.maskUsername}</span>
        <span>{wireDateText(review.createdDate)}</span>
      </p>
    </article>
  );
}
