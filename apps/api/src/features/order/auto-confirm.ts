import { ORDER_STATUS } from '@shop/validators';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { CLAIM_REASON_STATE, confirmOrder } from '../mypage/claims.ts';

/** 자동 구매확정: a delivered order is confirmed this many days after delivery (reference-behaviour 3.4, /mypage/order: "after 14 days"). */
export const AUTO_CONFIRM_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Confirms every order delivered (or exchanged) at least AUTO_CONFIRM_DAYS before `now` that has no request open,
 * each in its own transaction through the same conditional move as the shopper's 구매확정, so the purchase points
 * are earned once: a second run, another instance running at the same moment, or the shopper confirming meanwhile
 * changes nothing twice. Returns how many orders this run confirmed.
 */
export async function autoConfirmOrders(handle: DatabaseHandle, now: number): Promise<number> {
  const cutoff = toSeoulTimestamp(now - AUTO_CONFIRM_DAYS * DAY_MS);
  const due = await handle.db.selectFrom('orders').selectAll()
    .where((eb) => eb.or([
      eb.and([eb('status', '=', ORDER_STATUS.DELIVERED), eb('deliveredAt', '<=', cutoff)]),
      // An exchanged order's last move (to 교환완료) is its updatedAt: the new goods were delivered then.
      eb.and([eb('status', '=', ORDER_STATUS.EXCHANGED), eb('updatedAt', '<=', cutoff)]),
    ]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orderClaims').select('orderClaims.id').whereRef('orderClaims.orderId', '=', 'orders.id').where('orderClaims.status', '=', 'REQUESTED'))))
    .orderBy('id').execute();
  let confirmed = 0;
  for (const order of due) if (await confirmOrder(handle, order, CLAIM_REASON_STATE.AUTO_CONFIRMED, now)) confirmed += 1;
  return confirmed;
}
