import type { SpotItem } from '@shop/api-client';
import type { ProductCardItem } from '@shop/ui';
import { SHOWCASE_MESSAGES } from '../messages/showcase.ko.ts';
import { toCardItem } from './card-item.ts';

/** How a time deal is shown: weekly hours with weekdays, or a countdown to the server's end time. */
export type SpotDeal =
  | { kind: 'weekly'; text: string; active: boolean }
  | { kind: 'countdown'; remainingSeconds: number };

/** A time-deal card in loader data. */
export type SpotCardData = { item: ProductCardItem; deal: SpotDeal };

/**
 * The deal of a time-deal item: "09:00 ~ 11:59 / 월 · 수 · 금" for weekly deals, else the seconds left that the
 * server computed (never negative).
 */
export function spotDeal(spot: SpotItem): SpotDeal {
  if (spot.spotDateType === '1') {
    const m = SHOWCASE_MESSAGES.timedeal;
    return { kind: 'weekly', text: m.weekly(spot.displaySpotStartTime, spot.displaySpotEndTime, m.weekdays(spot.spotWeekDays)), active: spot.spotActiveFlag === 'Y' };
  }
  const left = Number.isFinite(spot.spotRemainingSeconds) ? Math.max(0, Math.floor(spot.spotRemainingSeconds)) : 0;
  return { kind: 'countdown', remainingSeconds: left };
}

/** The loader-data form of a time deal. */
export function toSpotCard(spot: SpotItem): SpotCardData {
  return { item: toCardItem(spot), deal: spotDeal(spot) };
}
