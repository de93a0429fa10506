import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import type { NotifyEvent } from './events.ts';

/**
 * Queues a message to the order's shopper in the caller's transaction (so it exists exactly when the move does), once
 * per order, event and key: a replayed move or command queues nothing more. The notification job sends it.
 */
export async function enqueueNotification(trx: Transaction<Database> | Kysely<Database>, orderId: number, event: NotifyEvent, eventKey: string, now: number): Promise<void> {
  const at = toSeoulTimestamp(now);
  await trx.insertInto('notifications').values({ orderId, event, eventKey, status: 'PENDING', nextAttemptAt: at, createdAt: at })
    .onConflict((oc) => oc.columns(['orderId', 'event', 'eventKey']).doNothing()).execute();
}
