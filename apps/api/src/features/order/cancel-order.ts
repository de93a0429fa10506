import type { OrderDetail } from '@shop/contracts';
import { isUnpaid, ORDER_STATUS, type OrderStatus } from '@shop/validators';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderTable } from '../../db/schema-orders.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { bearerTokenOf } from '../../http/visitor.ts';
import { MYPAGE_MESSAGES as M } from '../../messages/mypage.ko.ts';
import { ownOrder, requireShopper } from '../mypage/access.ts';
import { isGuestToken } from '../mypage/guest-token.ts';
import { orderDetail } from './order-detail.ts';
import { orderOwner } from './order-owner.ts';
import { moveOrder, STATE_REASON } from './order-state.ts';
import { releaseOrder } from './release-order.ts';

type OrderRow = Selectable<OrderTable>;

/** Paid orders not yet shipped: the shopper asks to cancel them through 취소신청 (a claim with its reason and refund account). */
const CLAIM_INSTEAD: readonly OrderStatus[] = [ORDER_STATUS.PAID, ORDER_STATUS.PREPARING];

/**
 * The order of `orderCode` the request may cancel: a guest signed in through the lookup (by order number and
 * password, or by name, phone and SMS code) reaches exactly the orders my page shows them (`access.ts`), whichever
 * browser placed them; a member their own orders; a visitor the orders its browser placed. Anyone else's order, or
 * an unknown number, is the same 404.
 */
export async function orderToCancel(db: Kysely<Database>, request: FastifyRequest, orderCode: string): Promise<OrderRow> {
  const token = bearerTokenOf(request);
  if (token !== undefined && isGuestToken(token)) return ownOrder(db, await requireShopper(db, request), orderCode);
  const owner = await orderOwner(db, request);
  const order = await db.selectFrom('orders').selectAll().where('orderCode', '=', orderCode).where('ownerKey', '=', owner.ownerKey).executeTakeFirst();
  if (!order) throw apiError('ORDER_NOT_FOUND');
  return order;
}

/**
 * 주문취소 of an unpaid order (입금대기, 결제대기): it moves to 취소완료 at once and gives back its stock, coupons and
 * points. The move is conditional, so a deposit or the sweep arriving at the same moment wins or loses cleanly. A
 * paid order is never cancelled here: it goes through 취소신청 (`POST /api/order/cancel-apply`), which records the
 * claim with its reason and, for a bank transfer, the account the refund goes to; anything later is a 409 as well.
 */
export async function cancelOrder(handle: DatabaseHandle, order: OrderRow, now = Date.now()): Promise<OrderDetail> {
  const status = order.status as OrderStatus;
  if (CLAIM_INSTEAD.includes(status)) throw apiError('ORDER_NOT_CANCELLABLE', M.errors.paidCancelNeedsClaim);
  const moved = isUnpaid(status) && await writeTransaction(handle, async (trx) => {
    const done = await moveOrder(trx, order.id, status, ORDER_STATUS.CANCELLED, STATE_REASON.SHOPPER_CANCELLED, now);
    if (done) await releaseOrder(trx, order.id, now);
    return done;
  });
  if (!moved) throw apiError('ORDER_NOT_CANCELLABLE');
  return orderDetail(handle.db, { ...order, ...(await handle.db.selectFrom('orders').select(['status', 'updatedAt']).where('id', '=', order.id).executeTakeFirstOrThrow()) });
}
