import { canTransition, type OrderStatus } from '@shop/validators';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { eventOfMove } from '../notify/events.ts';
import { enqueueNotification } from '../notify/queue.ts';

/** Why an order changed state (recorded with the move). */
export const STATE_REASON = {
  PLACED: 'PLACED',
  BANK_TRANSFER: 'BANK_TRANSFER',
  PG_CONFIRMED: 'PG_CONFIRMED',
  PG_WAITING_DEPOSIT: 'PG_WAITING_DEPOSIT',
  PG_FAILED: 'PG_FAILED',
  PG_AMOUNT_MISMATCH: 'PG_AMOUNT_MISMATCH',
  /** A virtual account's deposit, as the payment gateway answered when asked (never a notice as sent). */
  PG_DEPOSIT: 'PG_DEPOSIT',
  ZERO_AMOUNT: 'ZERO_AMOUNT',
  DEADLINE_PASSED: 'DEADLINE_PASSED',
  SHOPPER_CANCELLED: 'SHOPPER_CANCELLED',
  SHOPPER_REQUESTED_CANCEL: 'SHOPPER_REQUESTED_CANCEL',
} as const;

/** Records the first state of a new order. */
export async function recordInitialState(trx: Transaction<Database>, orderId: number, status: OrderStatus, reason: string, now: number): Promise<void> {
  await trx.insertInto('orderStateHistory').values({ orderId, fromStatus: null, toStatus: status, reason, createdAt: toSeoulTimestamp(now) }).execute();
  await notifyMove(trx, orderId, null, status, now);
}

/** Queues what the move tells the shopper (features/notify), in the moving transaction. */
async function notifyMove(trx: Transaction<Database>, orderId: number, from: OrderStatus | null, to: OrderStatus, now: number): Promise<void> {
  const event = eventOfMove(from, to);
  if (event) await enqueueNotification(trx, orderId, event, '', now);
}

/**
 * Moves an order from `from` to `to` with a conditional update (only while it is still in `from`) and records the
 * move, with the message it tells the shopper (queued in the same transaction). False when the order had already moved on (another request or the expiry job won), so callers never act
 * twice. A move the state machine forbids is a programming error.
 */
export async function moveOrder(trx: Transaction<Database>, orderId: number, from: OrderStatus, to: OrderStatus, reason: string, now: number): Promise<boolean> {
  if (!canTransition(from, to)) throw new Error(`Order ${orderId}: ${from} → ${to} is not an allowed move`);
  const at = toSeoulTimestamp(now);
  const result = await trx.updateTable('orders').set({ status: to, updatedAt: at }).where('id', '=', orderId).where('status', '=', from).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx.insertInto('orderStateHistory').values({ orderId, fromStatus: from, toStatus: to, reason, createdAt: at }).execute();
  await notifyMove(trx, orderId, from, to, now);
  return true;
}
