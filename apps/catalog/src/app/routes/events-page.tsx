import { useLoaderData } from '@shop/router';
import { EmptyState, Pagination } from '@shop/ui';
import type { loadEvents } from '../../features/event/api/load-events.ts';
import { EventCard } from '../../features/event/components/event-card.tsx';
import { CATALOG_EVENT_MESSAGES } from '../../messages/event.ko.ts';

/** `/events`: the events with count, status, thumbnail and dates, 10 per page (page in the query string). */
export default function EventsPage() {
  const { page } = useLoaderData<typeof loadEvents>();
  const m = CATALOG_EVENT_MESSAGES.list;
  return (
    <div className="catalog-page catalog-events ui-container">
      <h1 className="ui-page-title">{m.heading}</h1>
      <p className="catalog-events__count">{m.count(page.pagination.totalElements)}</p>
      {page.content.length > 0 ? (
        <ul className="catalog-events__list" aria-label={m.listLabel}>
          {page.content.map((event, index) => (
            <EventCard key={event.id} event={event} priority={index < 2} />
          ))}
        </ul>
      ) : (
        <EmptyState message={m.empty} homeLink />
      )}
      <Pagination currentPage={page.pagination.currentPage} totalPages={page.pagination.totalPages} className="catalog-events__pagination" />
    </div>
  );
}
