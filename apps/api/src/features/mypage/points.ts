import type { MyPoints } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { writeTransaction } from '../../db/transaction.ts';
import type { Database } from '../../db/schema.ts';
import { fromSeoulTimestamp, toSeoulTimestamp } from '../../lib/dates.ts';
import { MYPAGE_MESSAGES as M } from '../../messages/mypage.ko.ts';
import { pageOf } from '../item/pagination.ts';
import { periodBounds } from './period.ts';

/** Earned points expire one year after they were earned (docs/mypage.md); the page warns about what expires within 30 days. */
export const POINT_RULES = { validDays: 365, warnDays: 30 } as const;
const DAY = 86_400_000;

/** When points earned at `createdAt` expire (14-digit Asia/Seoul). */
export function expiryOf(createdAt: string): string {
  const earned = fromSeoulTimestamp(createdAt);
  return earned ? toSeoulTimestamp(earned.getTime() + POINT_RULES.validDays * DAY) : createdAt;
}

/** One line of a member's point ledger as the replay reads it. */
export type LedgerEntry = { id: number; amount: number; reason: string; createdAt: string; sourceLedgerId: number | null };

/** An earning (or a give-back) of points: what is left of it, when it lapses, and whether its lapse was recorded. */
export type PointLot = { id: number; createdAt: string; expiresAt: string; expiresMs: number; left: number; expired: boolean };

export const EXPIRE_REASON = 'EXPIRE';

/**
 * Replays a member's ledger in time order: every positive line is a lot that lives POINT_RULES.validDays; a spend
 * takes from the oldest lots still alive at its time; an EXPIRE line closes the lot it names. What a lot has left
 * after the replay is what lapses (or lapsed) on its date.
 */
export function replayLots(entries: readonly LedgerEntry[]): PointLot[] {
  const lots: PointLot[] = [];
  const ordered = [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  for (const e of ordered) {
    if (e.reason === EXPIRE_REASON) {
      const lot = lots.find((l) => l.id === e.sourceLedgerId);
      if (lot) {
        lot.left = 0;
        lot.expired = true;
      }
      continue;
    }
    if (e.amount > 0) {
      const expiresAt = expiryOf(e.createdAt);
      lots.push({ id: e.id, createdAt: e.createdAt, expiresAt, expiresMs: fromSeoulTimestamp(expiresAt)?.getTime() ?? 0, left: e.amount, expired: false });
      continue;
    }
    const at = fromSeoulTimestamp(e.createdAt)?.getTime() ?? 0;
    let toSpend = -e.amount;
    for (const lot of lots) {
      if (toSpend <= 0) break;
      if (lot.expired || lot.left <= 0 || lot.expiresMs <= at) continue;
      const used = Math.min(toSpend, lot.left);
      lot.left -= used;
      toSpend -= used;
    }
  }
  return lots;
}

/** What lapses after `now` and by `until`, per expiry date (oldest first). */
export function expiringLots(lots: readonly PointLot[], now: number, until: number): { expirationDate: string; point: number }[] {
  const byDate = new Map<string, number>();
  for (const lot of lots) {
    if (lot.expired || lot.left <= 0 || lot.expiresMs <= now || lot.expiresMs > until) continue;
    const date = lot.expiresAt.slice(0, 8);
    byDate.set(date, (byDate.get(date) ?? 0) + lot.left);
  }
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, point]) => ({ expirationDate: `${date}000000`, point }));
}

const ledgerOf = (db: Kysely<Database>, memberId: number) =>
  db.selectFrom('pointLedger').select(['id', 'amount', 'reason', 'createdAt', 'sourceLedgerId']).where('memberId', '=', memberId).orderBy('createdAt').orderBy('id').execute();

/**
 * The point expiry job: for every member with an earning older than the validity, replays the ledger and records
 * one EXPIRE line (dated the day it lapsed) for each lot with points left, lowering the balance by as much. The
 * line names its lot under a unique index, so a second run, or another instance running at the same moment, records
 * nothing twice and lowers nothing twice. Returns how many lots this run expired.
 */
export async function expirePoints(handle: DatabaseHandle, now: number): Promise<number> {
  const cutoff = toSeoulTimestamp(now - POINT_RULES.validDays * DAY);
  const members = await handle.db.selectFrom('pointLedger as e').select('e.memberId').distinct()
    .where('e.amount', '>', 0).where('e.reason', '!=', EXPIRE_REASON).where('e.createdAt', '<=', cutoff)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('pointLedger as x').select('x.id').whereRef('x.sourceLedgerId', '=', 'e.id'))))
    .orderBy('e.memberId').execute();
  let expired = 0;
  for (const { memberId } of members) {
    expired += await writeTransaction(handle, async (trx) => {
      const due = replayLots(await ledgerOf(trx, memberId)).filter((l) => !l.expired && l.left > 0 && l.expiresMs <= now);
      let n = 0;
      for (const lot of due) {
        const inserted = await trx.insertInto('pointLedger')
          .values({ memberId, amount: -lot.left, reason: EXPIRE_REASON, orderId: null, createdAt: lot.expiresAt, sourceLedgerId: lot.id })
          .onConflict((oc) => oc.column('sourceLedgerId').doNothing()).executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) continue;
        await trx.updateTable('memberPoints')
          .set({ balance: sql<number>`case when ${sql.ref('balance')} >= ${lot.left} then ${sql.ref('balance')} - ${lot.left} else 0 end` })
          .where('memberId', '=', memberId).execute();
        n += 1;
      }
      return n;
    });
  }
  return expired;
}

/** The member's balance, what expires within 30 days, and a page of earned or used history in the period. */
export async function myPoints(db: Kysely<Database>, memberId: number, q: { page: number; size: number; pointType: string; searchStartDate: string; searchEndDate: string }, now = Date.now()): Promise<MyPoints> {
  const { from, to } = periodBounds(q.searchStartDate, q.searchEndDate);
  const earned = q.pointType === 'EARN_POINT';
  let base = db.selectFrom('pointLedger').where('pointLedger.memberId', '=', memberId).where('pointLedger.amount', earned ? '>' : '<', 0);
  if (from) base = base.where('pointLedger.createdAt', '>=', from);
  if (to) base = base.where('pointLedger.createdAt', '<=', to);
  const [balance, all, { count }, rows] = await Promise.all([
    db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirst(),
    ledgerOf(db, memberId),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base.leftJoin('orders', 'orders.id', 'pointLedger.orderId').select(['pointLedger.id', 'pointLedger.amount', 'pointLedger.reason', 'pointLedger.createdAt', 'orders.orderCode'])
      .orderBy('pointLedger.createdAt', 'desc').orderBy('pointLedger.id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute(),
  ]);
  const schedule = expiringLots(replayLots(all), now, now + POINT_RULES.warnDays * DAY);
  return {
    userPoint: balance?.balance ?? 0,
    expirationPointAmount: schedule.reduce((s, d) => s + d.point, 0),
    expirationSchedule: schedule,
    pointPageResponse: pageOf(rows.map((r) => ({
      pointId: r.id, pointType: r.amount > 0 ? 'EARN_POINT' as const : 'USED_POINT' as const, reason: r.reason, reasonLabel: M.pointReasons[r.reason] ?? r.reason,
      point: Math.abs(r.amount), orderCode: r.orderCode ?? null, createdDate: r.createdAt,
      // An earning shows when it lapses; an expiry line shows the day it lapsed (its own date).
      expirationDate: r.amount > 0 ? expiryOf(r.createdAt) : r.reason === EXPIRE_REASON ? r.createdAt : null,
    })), q.page, q.size, Number(count)),
  };
}
