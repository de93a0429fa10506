import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { AUTH_MESSAGES } from '../../messages/auth.ko.ts';

/** Failures of one id from one source, and of one address, counted over this window. */
export const THROTTLE_WINDOW_MS = 10 * 60_000;
/** Failed logins of one id from one source (an address, or a browser that signed in as the id before). */
export const MAX_FAILURES_PER_PAIR = 5;
/** Failed logins per client address within the window, whatever the id (a source trying many ids). */
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures of one id from everywhere are counted over a day. */
export const DAY_MS = 24 * 3600_000;
/** An id's failures in a day after which sources that never signed in as it are refused. */
export const MAX_FAILURES_PER_ID_PER_DAY = 50;
/** An id's failures in a day after which addresses it signed in from are refused too (its known browsers never). */
export const MAX_FAILURES_PER_ID_PER_DAY_KNOWN_ADDRESS = 200;
/** A place the member signed in from stays known this long after its last sign-in. */
export const KNOWN_DEVICE_TTL_MS = 90 * DAY_MS;

/** The client's address (trusted proxies and x-forwarded-for): http/client-address.ts. */
export { clientAddress } from '../../http/client-address.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const idPart = (loginId: string) => loginId.toLowerCase();

export const addressKey = (address: string) => `ip:${address}`;
/** The key of one id guessed from one source ('ip:…' or 'br:<hash>'). */
export const pairKey = (loginId: string, source: string) => `id:${idPart(loginId)}|${source}`;
export const dayKey = (loginId: string) => `day:${idPart(loginId)}`;
/** The login_known_devices keys of an address and of a browser (its SALESONID), hashed. */
export const knownAddressKey = (address: string) => `ip:${sha256(address)}`;
export const knownBrowserKey = (browser: string) => `br:${sha256(browser)}`;

/**
 * How long the answer to the n-th failure of one id from one source waits (0 for the first, then 200 ms doubling to
 * 1.6 s): guessing slows down before the pair lock stops it.
 */
export function failureDelayMs(failures: number): number {
  return failures <= 1 ? 0 : Math.min(200 * 2 ** (failures - 2), 1600);
}

/** Advisory-lock namespace of the throttle on PostgreSQL (the second key is the hash of the throttle key). */
const THROTTLE_LOCK_SPACE = 72_407;

/** How the source of an attempt is known to the member of the id: by its browser, by its address, or not. */
export type Familiarity = 'browser' | 'address' | 'unknown';

export type AttemptSource = { loginId: string; address: string; browser?: string | undefined; memberId?: number | undefined };

/** A login attempt counted before its password is checked. */
export type LoginAttempt = {
  /** Failures of this id from this source, this attempt included (for failureDelayMs). */
  pairFailures: number;
  /** The password was right: this source's failures of the id go, the attempt is given back, the source is known. */
  succeeded: () => Promise<void>;
};

/** Whether the member signed in from this browser or address before (within KNOWN_DEVICE_TTL_MS). */
export async function familiarity({ db }: DatabaseHandle, source: AttemptSource, now: number): Promise<Familiarity> {
  const keys = [knownAddressKey(source.address), ...(source.browser ? [knownBrowserKey(source.browser)] : [])];
  // Asked for unknown ids too (member 0 has no rows), so the time taken says nothing about the id.
  const rows = await db.selectFrom('loginKnownDevices').select('deviceKey').where('memberId', '=', source.memberId ?? 0)
    .where('deviceKey', 'in', keys).where('lastSeenAt', '>', toSeoulTimestamp(now - KNOWN_DEVICE_TTL_MS)).execute();
  if (source.browser && rows.some((r) => r.deviceKey === knownBrowserKey(source.browser!))) return 'browser';
  return rows.length > 0 ? 'address' : 'unknown';
}

/**
 * Counts one attempt before its password is checked, or refuses it (LOGIN_LOCKED):
 * - the id from this source failed MAX_FAILURES_PER_PAIR times in the window (the source is the browser when the
 *   member signed in from it before, so other people's guesses never fill it; otherwise the address);
 * - unless the browser is known: the address failed MAX_FAILURES_PER_ADDRESS times in the window, whatever the ids;
 * - unless the browser is known: the id failed MAX_FAILURES_PER_ID_PER_DAY times today from everywhere
 *   (MAX_FAILURES_PER_ID_PER_DAY_KNOWN_ADDRESS from an address it signed in from).
 * The count and the new rows are one transaction that holds the keys (BEGIN IMMEDIATE on SQLite, an advisory lock per
 * key on PostgreSQL), so attempts in flight count as failures: of any number of parallel attempts no more than the
 * limit reach the password check.
 */
export async function reserveAttempt(handle: DatabaseHandle, source: AttemptSource, now = Date.now()): Promise<LoginAttempt> {
  const known = await familiarity(handle, source, now);
  const pair = pairKey(source.loginId, known === 'browser' ? knownBrowserKey(source.browser!) : addressKey(source.address));
  const address = addressKey(source.address);
  const day = dayKey(source.loginId);
  const createdAt = toSeoulTimestamp(now);
  const windowStart = toSeoulTimestamp(now - THROTTLE_WINDOW_MS);
  const dayStart = toSeoulTimestamp(now - DAY_MS);
  const reserved = await writeTransaction(handle, async (trx) => {
    if (handle.kind === 'postgres') {
      for (const key of [pair, address, day].sort()) await sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}::int, hashtext(${key}))`.execute(trx);
    }
    const rows = await trx.selectFrom('loginFailures').select(['throttleKey', (eb) => eb.fn.countAll<number>().as('n')])
      .where((eb) => eb.or([
        eb.and([eb('throttleKey', 'in', [pair, address]), eb('createdAt', '>', windowStart)]),
        eb.and([eb('throttleKey', '=', day), eb('createdAt', '>', dayStart)]),
      ]))
      .groupBy('throttleKey').execute();
    const count = (key: string) => Number(rows.find((r) => r.throttleKey === key)?.n ?? 0);
    if (count(pair) >= MAX_FAILURES_PER_PAIR) throw apiError('LOGIN_LOCKED');
    if (known !== 'browser') {
      if (count(address) >= MAX_FAILURES_PER_ADDRESS) throw apiError('LOGIN_LOCKED');
      const dayLimit = known === 'address' ? MAX_FAILURES_PER_ID_PER_DAY_KNOWN_ADDRESS : MAX_FAILURES_PER_ID_PER_DAY;
      if (count(day) >= dayLimit) throw apiError('LOGIN_LOCKED', AUTH_MESSAGES.errors.loginLockedToday);
    }
    const ids: number[] = [];
    for (const throttleKey of [pair, address, day]) {
      ids.push((await trx.insertInto('loginFailures').values({ throttleKey, createdAt }).returning('id').executeTakeFirstOrThrow()).id);
    }
    return { ids, pairFailures: count(pair) + 1 };
  });
  return {
    pairFailures: reserved.pairFailures,
    succeeded: async () => {
      await handle.db.deleteFrom('loginFailures').where((eb) => eb.or([eb('throttleKey', '=', pair), eb('id', 'in', reserved.ids)])).execute();
      if (source.memberId !== undefined) await rememberDevice(handle, source.memberId, source, now);
    },
  };
}

/** Records (or refreshes) the address and browser of a successful sign-in as known to the member. */
export async function rememberDevice({ db }: DatabaseHandle, memberId: number, source: { address: string; browser?: string | undefined }, now: number): Promise<void> {
  const lastSeenAt = toSeoulTimestamp(now);
  const keys = [knownAddressKey(source.address), ...(source.browser ? [knownBrowserKey(source.browser)] : [])];
  for (const deviceKey of keys) {
    await db.insertInto('loginKnownDevices').values({ memberId, deviceKey, lastSeenAt })
      .onConflict((oc) => oc.columns(['memberId', 'deviceKey']).doUpdateSet({ lastSeenAt })).execute();
  }
}
