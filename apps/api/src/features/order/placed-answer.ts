import type { OrderPlaced } from '@shop/contracts';
import { isOrderStatus, ORDER_STATUS_LABELS } from '@shop/validators';
import type { Kysely, Transaction } from 'kysely';
import type { PaymentConfig } from '../../config/payment-env.ts';
import type { Database } from '../../db/schema.ts';
import { ORDER_MESSAGES } from '../../messages/order.ko.ts';
import { gatewayKind } from '../payment/gateway.ts';
import { TOSS_METHODS } from '../payment/toss-errors.ts';

/** The label of a stored state ('' for an unknown one). */
export function statusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : '';
}

/**
 * What `POST /api/order/save` answers for an order (a new one, or the one an idempotency key already placed): the
 * completion step, or what the browser hands to Toss Payments (the client key only; the secret key stays here).
 */
export async function placedAnswer(db: Kysely<Database> | Transaction<Database>, orderId: number, config: PaymentConfig): Promise<OrderPlaced> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const payment = await db.selectFrom('orderPayments').selectAll().where('orderId', '=', orderId).orderBy('id').executeTakeFirst();
  const lines = await db.selectFrom('orderLines').select('itemName').where('orderId', '=', orderId).orderBy('itemSequence').execute();
  const toss = payment?.provider === 'TOSS' && order.status === 'PAYMENT_PENDING';
  return {
    orderCode: order.orderCode,
    orderStatus: order.status,
    orderStatusLabel: statusLabel(order.status),
    payAmount: order.payAmount,
    paymentMethod: order.paymentMethod,
    nextStep: toss ? 'TOSS' : 'COMPLETE',
    toss: toss
      ? {
          pgType: gatewayKind(config), clientKey: config.tossClientKey, method: TOSS_METHODS[order.paymentMethod] ?? 'CARD', orderId: order.orderCode,
          orderName: ORDER_MESSAGES.payment.orderName(lines[0]?.itemName ?? '', lines.length - 1), amount: order.payAmount,
          customerName: order.buyerName, customerEmail: order.buyerEmail,
        }
      : null,
    bank: payment?.provider === 'BANK'
      ? {
          bankName: payment.bankName ?? '', accountNumber: payment.accountNumber ?? '', accountHolder: payment.accountHolder ?? '',
          depositorName: payment.depositorName ?? '', amount: payment.amount, deadline: payment.dueDate ?? '',
        }
      : null,
  };
}
