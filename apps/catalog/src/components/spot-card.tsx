import { useState } from 'react';
import { Countdown, cx, ProductCard } from '@shop/ui';
import { cardHeart } from './card-heart.tsx';
import type { SpotCardData } from '../lib/spot-deal.ts';
import { SHOWCASE_MESSAGES } from '../messages/showcase.ko.ts';

/** Props of `SpotCard`. */
export type SpotCardProps = { spot: SpotCardData; priority?: boolean };

/** A time-deal product card with its TIME SALE bar: weekly hours and weekdays, or a live countdown that stops at zero. */
export function SpotCard({ spot, priority = false }: SpotCardProps) {
  const m = SHOWCASE_MESSAGES.timedeal;
  const { deal } = spot;
  const [ended, setEnded] = useState(deal.kind === 'countdown' && deal.remainingSeconds === 0);
  return (
    <div className={cx('catalog-spot', ended && 'catalog-spot--ended')} data-testid="time-deal">
      <div className="catalog-spot__bar">
        <span className="catalog-spot__badge">{m.badge}</span>
        {deal.kind === 'weekly' ? (
          <span className="catalog-spot__weekly">
            <span>{deal.text}</span>
            <span className={cx('catalog-spot__state', deal.active && 'catalog-spot__state--active')}>{deal.active ? m.activeNow : m.waiting}</span>
          </span>
        ) : (
          <span className="catalog-spot__countdown">
            <span className="ui-visually-hidden">{m.remaining}</span>
            <Countdown remainingSeconds={deal.remainingSeconds} onEnd={() => setEnded(true)} />
            {ended ? <span className="catalog-spot__state">{m.ended}</span> : null}
          </span>
        )}
      </div>
      <ProductCard item={spot.item} priority={priority} action={cardHeart(spot.item)} />
    </div>
  );
}
