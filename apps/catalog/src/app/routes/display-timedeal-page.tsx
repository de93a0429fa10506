import { useLoaderData } from '@shop/router';
import { EmptyState, Pagination } from '@shop/ui';
import { PageHeader } from '../../components/page-header.tsx';
import { SpotCard } from '../../components/spot-card.tsx';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import type { loadTimedeal } from '../../features/timedeal/api/load-timedeal.ts';
import { SHOWCASE_MESSAGES } from '../../messages/showcase.ko.ts';

/** `/display/timedeal`: time deals with weekly hours or a countdown to the server's end time. */
export default function DisplayTimedealPage() {
  const data = useLoaderData<typeof loadTimedeal>();
  const m = SHOWCASE_MESSAGES;
  return (
    <FeedbackProvider>
      <div className="catalog-page ui-container">
        <PageHeader title={m.titles.displayTimedeal} description={m.display.timedealDescription} />
        {data.spots.length > 0 ? (
          <ul className="ui-product-grid ui-product-grid--4" aria-label={m.timedeal.listLabel}>
            {data.spots.map((spot, index) => (
              <li key={spot.item.itemUserCode} className="ui-product-grid__item">
                <SpotCard spot={spot} priority={index < 4} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState message={m.timedeal.empty} homeLink />
        )}
        <Pagination currentPage={data.currentPage} totalPages={data.totalPages} />
      </div>
    </FeedbackProvider>
  );
}
