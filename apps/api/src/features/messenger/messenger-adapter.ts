import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';

/** What the storefront tells a member through the messenger channel. */
export type MessengerKind = 'ADD_TO_CART' | 'WISHLIST' | 'ORDER' | 'REFUND' | 'ALL_REFUND' | 'REVIEW';

/** One message to a channel id (`auid`); `target` names the item, order or review, `payload` the details. */
export type MessengerMessageInput = { kind: MessengerKind; auid: string; target: string; payload: Record<string, unknown> };

/** The outside messaging service. A real one would call its HTTP API; the default records what it would send. */
export interface MessengerAdapter {
  send(message: MessengerMessageInput): Promise<void>;
}

/** The built-in adapter: every message becomes a row of `messenger_messages`, which the operator reads. */
export function recordingMessenger(db: Kysely<Database>, now: () => number = Date.now): MessengerAdapter {
  return {
    async send({ kind, auid, target, payload }) {
      await db.insertInto('messengerMessages').values({ kind, auid, target, payload: JSON.stringify(payload), createdAt: toSeoulTimestamp(now()) }).execute();
    },
  };
}
