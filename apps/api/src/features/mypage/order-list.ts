import type { OrderList } from '@shop/contracts';
import { isOrderStatus } from '@shop/validators';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageOf } from '../item/pagination.ts';
import { toSummaries } from './order-summaries.ts';
import { periodBounds } from './period.ts';

export type OrderListQuery = { page: number; size: number; searchStartDate: string; searchEndDate: string; query: string; statusType: string; orderCode: string };

/** A member's orders, newest first, within the period, whose item names contain the keyword, in one state if asked. */
export async function listMemberOrders(db: Kysely<Database>, memberId: number, q: OrderListQuery, now = Date.now()): Promise<OrderList> {
  const { from, to } = periodBounds(q.searchStartDate, q.searchEndDate);
  let base = db.selectFrom('orders').where('memberId', '=', memberId);
  if (from) base = base.where('createdAt', '>=', from);
  if (to) base = base.where('createdAt', '<=', to);
  if (q.orderCode) base = base.where('orderCode', '=', q.orderCode);
  if (q.statusType && isOrderStatus(q.statusType)) base = base.where('status', '=', q.statusType);
  const keyword = q.query.trim();
  if (keyword) {
    // LIKE's wildcards are dropped from the keyword (both engines then read it literally).
    const pattern = `%${keyword.replace(/[\\%_]/g, '')}%`;
    base = base.where((eb) => eb.exists(eb.selectFrom('orderLines').select('orderLines.id').whereRef('orderLines.orderId', '=', 'orders.id')
      .where(sql<string>`lower(${sql.ref('orderLines.itemName')})`, 'like', pattern.toLowerCase())));
  }
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute(),
  ]);
  return pageOf(await toSummaries(db, rows, now), q.page, q.size, Number(count));
}
