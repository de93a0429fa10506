import { Link } from '@shop/router';
import type { EventSummary } from '@shop/api-client';
import { Badge, ShopImage } from '@shop/ui';
import { CATALOG_EVENT_MESSAGES } from '../../../messages/event.ko.ts';

const M = CATALOG_EVENT_MESSAGES;

/** One event of the list: thumbnail, status, label, title, short text and dates; external events open in a new window. */
export function EventCard({ event, priority }: { event: EventSummary; priority: boolean }) {
  const body = (
    <>
      <ShopImage src={event.image} alt="" width={800} height={500} sizes="(min-width: 1024px) 400px, 100vw" priority={priority} />
      <span className="catalog-event-card__badges">
        <Badge tone={event.prodState === 'PROGRESS' ? 'accent' : 'muted'}>{M.states[event.prodState] ?? event.prodState}</Badge>
        {event.label ? <Badge>{event.label}</Badge> : null}
      </span>
      <strong className="catalog-event-card__title">{event.title}</strong>
      {event.simpleContent ? <span className="catalog-event-card__text">{event.simpleContent}</span> : null}
      <span className="catalog-event-card__date">{event.dateText}</span>
    </>
  );
  return (
    <li className="catalog-event-card">
      {event.externalLinkFlag === 'Y' ? (
        <a href={event.link} target={event.linkTarget || '_blank'} rel={event.linkRel || 'noopener noreferrer'} className="catalog-event-card__link">
          {body}
          <span className="ui-visually-hidden">{M.list.external}</span>
        </a>
      ) : (
        <Link to={event.link} className="catalog-event-card__link">
          {body}
        </Link>
      )}
    </li>
  );
}
