import type { EventDetail, EventSummary } from '@shop/contracts';
import { safeLink } from '@shop/validators';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventTable } from '../../db/schema-community.ts';
import { apiError } from '../../http/error-table.ts';
import { wireDay } from '../community/mask.ts';
import { cardQuery, toItemCards } from '../item/item-card.ts';
import { pageOf } from '../item/pagination.ts';
import { eventStatus } from './event-status.ts';

/** Link of an event: its own page, or the external link when it passes the safe-link rule. */
export function eventLink(event: Pick<EventTable, 'id' | 'externalLink'>): string {
  return safeLink(event.externalLink) || `/events/${event.id}`;
}

function summary(event: EventTable, now: string): EventSummary {
  const external = safeLink(event.externalLink) !== '';
  return {
    id: event.id,
    link: eventLink(event),
    title: event.title,
    image: event.image,
    label: event.label,
    dateText: `${wireDay(event.startDate)} ~ ${wireDay(event.endDate)}`,
    simpleContent: event.simpleContent,
    externalLinkFlag: external ? 'Y' : 'N',
    linkTarget: external ? '_blank' : '_self',
    linkRel: external ? 'noopener noreferrer' : '',
    startDate: event.startDate,
    endDate: event.endDate,
    prodState: eventStatus(event, now),
    replyUsedFlag: event.replyUsedFlag,
  };
}

/** A page of events, running ones first, then upcoming, then ended (each by their order). */
export async function listEvents(db: Kysely<Database>, page: number, size: number, now: string) {
  const statusOrder = sql<number>`case when start_date > ${now} then 1 when end_date < ${now} then 2 else 0 end`;
  const [{ total }, rows] = await Promise.all([
    db.selectFrom('events').select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    db.selectFrom('events').selectAll().orderBy(statusOrder).orderBy('ordering').orderBy('id').limit(size).offset((page - 1) * size).execute(),
  ]);
  return pageOf(rows.map((e) => summary(e, now)), page, size, Number(total));
}

/** One event with its grouped item lists; 404 for an unknown id. */
export async function getEvent(db: Kysely<Database>, id: number, now: string): Promise<EventDetail> {
  const event = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  if (!event) throw apiError('EVENT_NOT_FOUND');
  const groups = await db.selectFrom('eventItemGroups').selectAll().where('eventId', '=', id).orderBy('ordering').execute();
  const links = groups.length === 0 ? [] : await db.selectFrom('eventGroupItems').selectAll().where('groupId', 'in', groups.map((g) => g.id)).orderBy('ordering').execute();
  const rows = links.length === 0 ? [] : await cardQuery(db).where('items.id', 'in', [...new Set(links.map((l) => l.itemId))]).execute();
  const cards = await toItemCards(db, rows);
  const itemLists = groups.map((g) => ({
    key: String(g.id),
    name: g.name,
    items: links.filter((l) => l.groupId === g.id).flatMap((l) => cards.filter((c) => c.itemId === l.itemId)),
  }));
  return { ...summary(event, now), content: event.content, itemLists, eventViewUrl: eventLink(event) };
}
