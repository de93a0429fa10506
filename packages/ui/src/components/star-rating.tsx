import { UI_MESSAGES } from '../messages/ko.ts';

/** Props of `StarRating`. */
export type StarRatingProps = { score: number; className?: string };

/** Five stars with `score` (rounded) of them filled, named for screen readers ("5점 만점에 N점"). */
export function StarRating({ score, className }: StarRatingProps) {
  const filled = Math.max(0, Math.min(5, Math.round(score)));
  return (
    <span className={className ? `ui-stars ${className}` : 'ui-stars'} role="img" aria-label={UI_MESSAGES.rating.label(filled)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= filled ? 'ui-stars__on' : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}
