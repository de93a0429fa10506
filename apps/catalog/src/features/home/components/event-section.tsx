import { Link } from '@shop/router';
import { ShopImage } from '@shop/ui';
import { paths } from '../../../config/paths.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';
import { HomeSection } from './home-section.tsx';

/** An event as the home page links it. */
export type HomeEvent = { id: number; link: string; title: string; image: string; dateText: string; simpleContent: string; external: boolean };

function EventCard({ event }: { event: HomeEvent }) {
  const body = (
    <>
      <span className="catalog-event-card__media">{event.image ? <ShopImage src={event.image} alt="" width={600} height={300} sizes="(min-width: 1024px) 600px, 100vw" /> : null}</span>
      <span className="catalog-event-card__title">{event.title}</span>
      {event.simpleContent ? <span className="catalog-event-card__text">{event.simpleContent}</span> : null}
      <span className="catalog-event-card__date">{event.dateText}</span>
    </>
  );
  return event.external ? (
    <a href={event.link} target="_blank" rel="noopener noreferrer" className="catalog-event-card">
      {body}
    </a>
  ) : (
    <Link to={event.link} className="catalog-event-card">
      {body}
    </Link>
  );
}

/** The running events (기획전) of the home page. */
export function EventSection({ events }: { events: ReadonlyArray<HomeEvent> }) {
  if (events.length === 0) return null;
  return (
    <HomeSection title={SHOWCASE_MESSAGES.home.eventsTitle} moreHref={paths.events.getHref()}>
      <ul className="catalog-event-grid">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
