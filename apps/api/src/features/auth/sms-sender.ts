import { appendFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';

/** Sends a text message. Real carriers plug in here; the default needs no network. */
export type SmsSender = { send: (phone: string, body: string) => Promise<void> };

/**
 * The default sender: every message goes to the `sms_outbox` table (and, when `file` is given, one JSON line is
 * appended to that file), where the demo and the tests read the codes. Nothing leaves the machine.
 */
export function createOutboxSmsSender(db: Kysely<Database>, file?: string): SmsSender {
  return {
    send: async (phone, body) => {
      const createdAt = toSeoulTimestamp(Date.now());
      await db.insertInto('smsOutbox').values({ phone, body, createdAt }).execute();
      if (file) await appendFile(file, `${JSON.stringify({ phone, body, createdAt })}\n`);
    },
  };
}
