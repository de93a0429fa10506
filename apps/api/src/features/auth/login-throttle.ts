import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';

/** Failures counted over this window. */
export const THROTTLE_WINDOW_MS = 10 * 60_000;
/** Failed logins per entered id (existing or not, so the lock says nothing about the id) within the window. */
export const MAX_FAILURES_PER_ID = 5;
/** Failed logins per client address within the window. */
export const MAX_FAILURES_PER_ADDRESS = 20;

/** The client's address (trusted proxies and x-forwarded-for): http/client-address.ts. */
export { clientAddress } from '../../http/client-address.ts';

export const idKey = (loginId: string) => `id:${loginId.toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;

/** Advisory-lock namespace of the throttle on PostgreSQL (the second key is the hash of the throttle key). */
const THROTTLE_LOCK_SPACE = 72_407;

/** A login attempt counted before its password is checked; tell it when the password was right. */
export type LoginAttempt = { succeeded: () => Promise<void> };

/**
 * Counts one attempt against both keys before the password is checked, or refuses it (LOGIN_LOCKED) when either key
 * has reached its limit within the window. The count and the new rows are one transaction that holds both keys
 * (BEGIN IMMEDIATE on SQLite, an advisory lock per key on PostgreSQL), so attempts in flight count as failures: of
 * any number of parallel attempts no more than the limit reach the password check. A failed attempt stays counted;
 * `succeeded` clears the id's failures and gives the address its attempt back.
 */
export async function reserveAttempt(handle: DatabaseHandle, keys: { id: string; address: string }, now = Date.now()): Promise<LoginAttempt> {
  const since = toSeoulTimestamp(now - THROTTLE_WINDOW_MS);
  const createdAt = toSeoulTimestamp(now);
  const addressRow = await writeTransaction(handle, async (trx) => {
    if (handle.kind === 'postgres') {
      for (const key of [keys.id, keys.address].sort()) await sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}::int, hashtext(${key}))`.execute(trx);
    }
    const rows = await trx.selectFrom('loginFailures').select(['throttleKey', (eb) => eb.fn.countAll<number>().as('n')])
      .where('throttleKey', 'in', [keys.id, keys.address]).where('createdAt', '>', since).groupBy('throttleKey').execute();
    const count = (key: string) => Number(rows.find((r) => r.throttleKey === key)?.n ?? 0);
    if (count(keys.id) >= MAX_FAILURES_PER_ID || count(keys.address) >= MAX_FAILURES_PER_ADDRESS) throw apiError('LOGIN_LOCKED');
    await trx.insertInto('loginFailures').values({ throttleKey: keys.id, createdAt }).execute();
    return trx.insertInto('loginFailures').values({ throttleKey: keys.address, createdAt }).returning('id').executeTakeFirstOrThrow();
  });
  return {
    succeeded: async () => {
      await handle.db.deleteFrom('loginFailures').where((eb) => eb.or([eb('throttleKey', '=', keys.id), eb('id', '=', addressRow.id)])).execute();
    },
  };
}
