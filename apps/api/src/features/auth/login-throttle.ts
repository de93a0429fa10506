import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
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

/** True when either key has reached its limit (the login is refused before the password is even checked). */
export async function isLocked(db: Kysely<Database>, keys: { id: string; address: string }, now = Date.now()): Promise<boolean> {
  const since = toSeoulTimestamp(now - THROTTLE_WINDOW_MS);
  const rows = await db.selectFrom('loginFailures').select(['throttleKey', (eb) => eb.fn.countAll<number>().as('n')])
    .where('throttleKey', 'in', [keys.id, keys.address]).where('createdAt', '>', since).groupBy('throttleKey').execute();
  const count = (key: string) => Number(rows.find((r) => r.throttleKey === key)?.n ?? 0);
  return count(keys.id) >= MAX_FAILURES_PER_ID || count(keys.address) >= MAX_FAILURES_PER_ADDRESS;
}

/** Records one failure against both keys. */
export async function recordFailure(db: Kysely<Database>, keys: { id: string; address: string }, now = Date.now()): Promise<void> {
  const createdAt = toSeoulTimestamp(now);
  await db.insertInto('loginFailures').values([{ throttleKey: keys.id, createdAt }, { throttleKey: keys.address, createdAt }]).execute();
}

/** A successful login clears the id's failures. */
export async function clearFailures(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('throttleKey', '=', id).execute();
}
