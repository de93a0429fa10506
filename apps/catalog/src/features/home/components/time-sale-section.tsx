import { SpotCard } from '../../../components/spot-card.tsx';
import { paths } from '../../../config/paths.ts';
import type { SpotCardData } from '../../../lib/spot-deal.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';
import { HomeSection } from './home-section.tsx';

/** The home time sale: deal cards with live countdowns or weekly hours; nothing without deals. */
export function TimeSaleSection({ spots }: { spots: ReadonlyArray<SpotCardData> }) {
  if (spots.length === 0) return null;
  const m = SHOWCASE_MESSAGES;
  return (
    <HomeSection title={m.home.timeSaleTitle} moreHref={paths.displayTimedeal.getHref()}>
      <ul className="ui-product-grid ui-product-grid--4" aria-label={m.timedeal.listLabel}>
        {spots.map((spot) => (
          <li key={spot.item.itemUserCode} className="ui-product-grid__item">
            <SpotCard spot={spot} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
