import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { claimEvent, type ClaimEnd, type NotifyEvent } from './events.ts';

/**
 * Queues a message to the order's shopper in the caller's transaction (so it exists exactly when the move does), once
 * per order, event and key: a replayed move or command queues nothing more. The notification job sends it.
 */
export async function enqueueNotification(trx: Transaction<Database> | Kysely<Database>, orderId: number, event: NotifyEvent, eventKey: string, now: number): Promise<void> {
  const at = toSeoulTimestamp(now);
  await trx.insertInto('notifications').values({ orderId, event, eventKey, status: 'PENDING', nextAttemptAt: at, createdAt: at })
    .onConflict((oc) => oc.columns(['orderId', 'event', 'eventKey']).doNothing()).execute();
}

/** Queues what a claim's end tells the shopper (claimEvent), keyed by the claim code: once per claim. */
export async function notifyClaimEnd(trx: Transaction<Database> | Kysely<Database>, claim: { orderId: number; claimCode: string }, end: ClaimEnd, now: number): Promise<void> {
  const event = claimEvent(end);
  if (event) await enqueueNotification(trx, claim.orderId, event, claim.claimCode, now);
}
