import type { MyPoints } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromSeoulTimestamp, toSeoulTimestamp } from '../../lib/dates.ts';
import { MYPAGE_MESSAGES as M } from '../../messages/mypage.ko.ts';
import { pageOf } from '../item/pagination.ts';
import { periodBounds } from './period.ts';

/** Earned points expire one year after they were earned; the page warns about what expires within 30 days. */
export const POINT_RULES = { validDays: 365, warnDays: 30 } as const;
const DAY = 86_400_000;

/** When points earned at `createdAt` expire (14-digit Asia/Seoul). */
export function expiryOf(createdAt: string): string {
  const earned = fromSeoulTimestamp(createdAt);
  return earned ? toSeoulTimestamp(earned.getTime() + POINT_RULES.validDays * DAY) : createdAt;
}

/**
 * Of the points earned, how many expire between now and `until`, spending the oldest first: what was used (and has
 * expired already) is taken from the earliest earnings, and what is left of each earning expires on its own date.
 */
export function expiringAmount(earnings: ReadonlyArray<{ amount: number; createdAt: string }>, spent: number, now: number, until: number): number {
  let toSpend = spent;
  let expiring = 0;
  for (const e of [...earnings].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const used = Math.min(toSpend, e.amount);
    toSpend -= used;
    const left = e.amount - used;
    const expires = fromSeoulTimestamp(expiryOf(e.createdAt))?.getTime() ?? 0;
    if (left > 0 && expires > now && expires <= until) expiring += left;
  }
  return expiring;
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
    db.selectFrom('pointLedger').select(['amount', 'createdAt']).where('memberId', '=', memberId).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base.leftJoin('orders', 'orders.id', 'pointLedger.orderId').select(['pointLedger.id', 'pointLedger.amount', 'pointLedger.reason', 'pointLedger.createdAt', 'orders.orderCode'])
      .orderBy('pointLedger.createdAt', 'desc').orderBy('pointLedger.id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute(),
  ]);
  const spent = -all.filter((l) => l.amount < 0).reduce((s, l) => s + l.amount, 0);
  const expiring = expiringAmount(all.filter((l) => l.amount > 0), spent, now, now + POINT_RULES.warnDays * DAY);
  return {
    userPoint: balance?.balance ?? 0,
    expirationPointAmount: expiring,
    pointPageResponse: pageOf(rows.map((r) => ({
      pointId: r.id, pointType: r.amount > 0 ? 'EARN_POINT' as const : 'USED_POINT' as const, reason: r.reason, reasonLabel: M.pointReasons[r.reason] ?? r.reason,
      point: Math.abs(r.amount), orderCode: r.orderCode ?? null, createdDate: r.createdAt, expirationDate: r.amount > 0 ? expiryOf(r.createdAt) : null,
    })), q.page, q.size, Number(count)),
  };
}
