import { Link, useLoaderData } from '@shop/router';
import { Badge, buttonClassName, ProductGrid } from '@shop/ui';
import { toCardItem } from '../../lib/card-item.ts';
import { FeedbackProvider } from '../../lib/feedback.tsx';
import type { loadEvent } from '../../features/event/api/load-event.ts';
import { EventReplies } from '../../features/event/components/event-replies.tsx';
import { cardHeart } from '../../components/card-heart.tsx';
import { CopyLinkButton } from '../../features/item/components/copy-link-button.tsx';
import { ItemDetailContent } from '../../components/item-detail-content.tsx';
import { CATALOG_EVENT_MESSAGES } from '../../messages/event.ko.ts';

/** `/events/:id`: dates, title, copy link, the event's HTML, its grouped item lists and (when on) the comments. */
export default function EventPage() {
  const { event, replies } = useLoaderData<typeof loadEvent>();
  const m = CATALOG_EVENT_MESSAGES;
  return (
    <FeedbackProvider>
      <div className="catalog-page catalog-event ui-container" key={event.id}>
        <header className="catalog-event__header">
          <p className="catalog-event__meta">
            <Badge tone={event.prodState === 'PROGRESS' ? 'accent' : 'muted'}>{m.states[event.prodState] ?? event.prodState}</Badge>
            <span>
              <span className="ui-visually-hidden">{m.detail.period} </span>
              {event.dateText}
            </span>
          </p>
          <div className="catalog-event__title-row">
            <h1 className="ui-page-title">{event.title}</h1>
            <CopyLinkButton />
          </div>
        </header>
        <ItemDetailContent html={event.content} />
        {event.itemLists.map((group) => (
          <section key={group.key} className="catalog-event__group" aria-labelledby={`catalog-event-group-${group.key}`}>
            <h2 id={`catalog-event-group-${group.key}`} className="catalog-section-title">
              {group.name}
            </h2>
            <ProductGrid items={group.items.map(toCardItem)} label={group.name} renderAction={cardHeart} />
          </section>
        ))}
        {event.replyUsedFlag === 'Y' ? <EventReplies eventId={event.id} running={event.prodState === 'PROGRESS'} initial={replies} /> : null}
        <p className="catalog-event__back">
          <Link to="/events" className={buttonClassName({ variant: 'outline' })}>
            {m.detail.toList}
          </Link>
        </p>
      </div>
    </FeedbackProvider>
  );
}
