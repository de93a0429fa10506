import type { OrderDetail } from '@shop/contracts';
import { isUnpaid, ORDER_STATUS, type OrderStatus } from '@shop/validators';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { orderDetail } from './order-detail.ts';
import type { OrderOwner } from './order-owner.ts';
import { moveOrder, STATE_REASON } from './order-state.ts';
import { releaseOrder } from './release-order.ts';

/** Paid orders not yet shipped: the shopper may ask to cancel them (the shop completes the request). */
const REQUESTABLE: readonly OrderStatus[] = [ORDER_STATUS.PAID, ORDER_STATUS.PREPARING];

/**
 * The shopper cancels an order: an unpaid one (입금대기, 결제대기) moves to 취소완료 at once and gives back its stock,
 * coupons and points; a paid one not yet shipped moves to 취소요청; anything else is a 409. The move is conditional,
 * so a deposit or the sweep arriving at the same moment wins or loses cleanly.
 */
export async function cancelOrder(handle: DatabaseHandle, owner: OrderOwner, orderCode: string, now = Date.now()): Promise<OrderDetail> {
  const order = await handle.db.selectFrom('orders').selectAll().where('orderCode', '=', orderCode).executeTakeFirst();
  if (!order || order.ownerKey !== owner.ownerKey) throw apiError('ORDER_NOT_FOUND');
  const status = order.status as OrderStatus;
  const moved = await writeTransaction(handle, async (trx) => {
    if (isUnpaid(status)) {
      const done = await moveOrder(trx, order.id, status, ORDER_STATUS.CANCELLED, STATE_REASON.SHOPPER_CANCELLED, now);
      if (done) await releaseOrder(trx, order.id, now);
      return done;
    }
    if (REQUESTABLE.includes(status)) return moveOrder(trx, order.id, status, ORDER_STATUS.CANCEL_REQUESTED, STATE_REASON.SHOPPER_REQUESTED_CANCEL, now);
    return false;
  });
  if (!moved) throw apiError('ORDER_NOT_CANCELLABLE');
  return orderDetail(handle.db, { ...order, ...(await handle.db.selectFrom('orders').select(['status', 'updatedAt']).where('id', '=', order.id).executeTakeFirstOrThrow()) });
}
