import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import type { Catalogue } from '../catalogue.ts';
import { DEMO_ADDRESSES, DEMO_POINTS, DEMO_WALLETS, LOW_STOCK_ITEMS } from './order-demo-data.ts';

const DAY = 86_400_000;

/** Regular in-stock items without options that no demo cart holds, spread over the catalogue; the same every run. */
function lowStockIds(catalogue: Catalogue, excluded: Set<number>): number[] {
  const plain = catalogue.items.filter((it) => it.row.itemType === '1' && it.options.length === 0 && it.row.stockQuantity > 3 && !excluded.has(it.row.id));
  const step = Math.max(1, Math.floor(plain.length / LOW_STOCK_ITEMS));
  return plain.filter((_, i) => i % step === step - 1).slice(0, LOW_STOCK_ITEMS).map((it) => it.row.id);
}

/**
 * Inserts the order demo: address books, point balances (with their ledger line), demo01's coupon wallet, and a
 * few items with only 1-3 left. Runs inside the seed's transaction, after members, carts and coupons.
 */
export async function insertOrderDemo(trx: Transaction<Database>, catalogue: Catalogue, now: number): Promise<void> {
  const at = toSeoulTimestamp(now);
  const members = await trx.selectFrom('members').select(['id', 'loginId']).execute();
  const idOf = new Map(members.map((m) => [m.loginId, m.id]));
  for (const [loginId, addresses] of Object.entries(DEMO_ADDRESSES)) {
    const memberId = idOf.get(loginId);
    if (memberId === undefined) continue;
    await trx.insertInto('memberAddresses').values(addresses.map((a) => ({ ...a, memberId, createdAt: at }))).execute();
  }
  for (const [loginId, balance] of Object.entries(DEMO_POINTS)) {
    const memberId = idOf.get(loginId);
    if (memberId === undefined) continue;
    await trx.insertInto('memberPoints').values({ memberId, balance }).execute();
    await trx.insertInto('pointLedger').values({ memberId, amount: balance, reason: 'SEED', orderId: null, createdAt: at }).execute();
  }
  const coupons = await trx.selectFrom('coupons').select(['id', 'applyDays']).execute();
  for (const [loginId, couponIds] of Object.entries(DEMO_WALLETS)) {
    const memberId = idOf.get(loginId);
    if (memberId === undefined) continue;
    const rows = coupons.filter((c) => couponIds.includes(c.id)).map((c) => ({
      couponId: c.id, memberId, applyStartDate: at, applyEndDate: toSeoulTimestamp(now + c.applyDays * DAY - 1000), usedDate: null, createdAt: at,
    }));
    if (rows.length > 0) await trx.insertInto('couponUsers').values(rows).execute();
  }
  const inCarts = new Set((await trx.selectFrom('carts').select('itemId').execute()).map((c) => c.itemId));
  for (const [i, id] of lowStockIds(catalogue, inCarts).entries()) {
    await trx.updateTable('items').set({ stockQuantity: (i % 3) + 1 }).where('id', '=', id).execute();
  }
}
