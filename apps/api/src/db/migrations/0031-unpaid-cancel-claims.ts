import type { Kysely } from 'kysely';
import { backfillUnpaidCancelClaims } from '../../features/order/unpaid-cancel-claim.ts';
import type { Database } from '../schema.ts';

// An unpaid order cancelled (by the shopper, the deposit deadline, a failed payment or the operator) is a
// completed cancel claim, so my page's 취소 list shows it. New cancellations record it as they happen (releaseOrder);
// this backfills the orders cancelled before, once each.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The migrator runs on the shop's own handle, whose camel-case plugin the typed queries of the backfill need.
  await backfillUnpaidCancelClaims(db as unknown as Kysely<Database>);
}

export async function down(): Promise<void> {
  // The claims stay: they describe what happened, and the list without them was the bug.
}
