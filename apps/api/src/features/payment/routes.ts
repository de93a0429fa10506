import { authorizeTestPaymentContract, depositTestPaymentContract, tossWebhookContract } from '@shop/contracts';
import { ORDER_STATUS } from '@shop/validators';
import type { FastifyInstance } from 'fastify';
import type { PaymentConfig } from '../../config/payment-env.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { orderDetail } from '../order/order-detail.ts';
import { orderOwner, type OrderOwner } from '../order/order-owner.ts';
import { settleDeposit } from './deposit.ts';
import { gatewayKind } from './gateway.ts';
import type { TestGateway } from './test-gateway.ts';
import type { TossClient } from './toss-client.ts';
import { TOSS_METHODS } from './toss-errors.ts';

async function ownOrder(handle: DatabaseHandle, owner: OrderOwner, orderCode: string) {
  const order = await handle.db.selectFrom('orders').selectAll().where('orderCode', '=', orderCode).executeTakeFirst();
  if (!order || order.ownerKey !== owner.ownerKey) throw apiError('ORDER_NOT_FOUND');
  return order;
}

/**
 * Payment endpoints beside the order's own: Toss's deposit notices (checked against the gateway before anything
 * changes), and the built-in test gateway's window (authorize, simulate a deposit), which exist only while no Toss
 * keys are set.
 */
export function registerPaymentRoutes(app: FastifyInstance, handle: DatabaseHandle, config: PaymentConfig, gateway: TossClient, testGateway: TestGateway): void {
  const { db } = handle;
  const testOnly = () => {
    if (gatewayKind(config) !== 'TEST') throw apiError('PAYMENT_NOT_CONFIGURED');
  };

  registerContract(app, authorizeTestPaymentContract, async ({ body }, request) => {
    testOnly();
    const order = await ownOrder(handle, await orderOwner(db, request), body.orderCode);
    if (order.status !== ORDER_STATUS.PAYMENT_PENDING) throw apiError('PAYMENT_NOT_PENDING');
    if (TOSS_METHODS[order.paymentMethod] !== body.method) throw apiError('PAYMENT_NOT_CONFIGURED');
    const paymentKey = await testGateway.authorize({
      orderCode: order.orderCode, amount: order.payAmount, method: body.method, installmentMonths: body.installmentMonths,
      easyPayProvider: body.easyPayProvider, bankCode: body.bankCode,
    });
    return { paymentKey };
  });

  registerContract(app, depositTestPaymentContract, async ({ body }, request) => {
    testOnly();
    const order = await ownOrder(handle, await orderOwner(db, request), body.orderCode);
    const payment = await db.selectFrom('orderPayments').select('paymentKey').where('orderId', '=', order.id).where('provider', '=', 'TOSS').executeTakeFirst();
    if (order.status !== ORDER_STATUS.WAITING_DEPOSIT || !payment?.paymentKey || !(await testGateway.deposit(payment.paymentKey))) throw apiError('PAYMENT_NOT_PENDING');
    // The same path as Toss's notice: the deposit counts only as the gateway answers it.
    await settleDeposit(handle, gateway, order.orderCode);
    return orderDetail(db, await ownOrder(handle, await orderOwner(db, request), body.orderCode));
  });

  registerContract(app, tossWebhookContract, async ({ body }, request) => {
    const orderCode = body.orderId ?? body.data?.orderId;
    if (!orderCode) return { status: 200, message: 'IGNORED' };
    const outcome = await settleDeposit(handle, gateway, orderCode);
    request.log.info({ orderCode, outcome, eventType: body.eventType ?? 'DEPOSIT_CALLBACK' }, 'Toss notice');
    return { status: 200, message: outcome };
  });
}
