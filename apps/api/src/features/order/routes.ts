import {
  buyContract, calculateContract, cancelOrderContract, confirmTossPaymentContract, failTossPaymentContract, getGuestOrderContract, getOrderDetailContract,
  paymentStepContract, saveOrderContract,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_PAYMENT_CONFIG, type PaymentConfig } from '../../config/payment-env.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { ORDER_MESSAGES } from '../../messages/order.ko.ts';
import { requireMember } from '../auth/service.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createTossClient, type TossClient } from '../payment/toss-client.ts';
import { cancelOrder, orderToCancel } from './cancel-order.ts';
import { orderDetail } from './order-detail.ts';
import { orderOwner } from './order-owner.ts';
import { placeOrder } from './place-order.ts';
import { createOrderSheet } from './sheet-commands.ts';
import { orderSheetAnswer } from './sheet-view.ts';
import { confirmTossPayment, failTossPayment } from './toss-payment.ts';

const noStore = (reply: FastifyReply): void => void reply.header('cache-control', 'private, no-store');
let dummyHash: Promise<string> | undefined;

/** Order endpoints: sheets (바로구매 and cart), pricing, placement, Toss Payments, and reading an order back. */
export function registerOrderRoutes(app: FastifyInstance, handle: DatabaseHandle, config: PaymentConfig = DEFAULT_PAYMENT_CONFIG, toss?: TossClient): void {
  const { db } = handle;
  const tossClient = toss ?? createTossClient({ baseUrl: config.tossBaseUrl, secretKey: config.tossSecretKey });

  registerContract(app, buyContract, async ({ body }, request) => ({ orderSheetId: await createOrderSheet(handle, await orderOwner(db, request), body) }));

  registerContract(app, paymentStepContract, async ({ body }, request, reply) => {
    noStore(reply);
    return orderSheetAnswer(db, config, await orderOwner(db, request), body, 'best');
  });

  registerContract(app, calculateContract, async ({ body }, request, reply) => {
    noStore(reply);
    const choice = { itemCoupons: body.itemCoupons ?? [], cartCouponUserId: body.cartCouponUserId ?? null, usePoint: body.usePoint ?? 0 };
    return orderSheetAnswer(db, config, await orderOwner(db, request), body, choice);
  });

  registerContract(app, saveOrderContract, async ({ body }, request) => placeOrder(handle, config, await orderOwner(db, request), body));

  registerContract(app, confirmTossPaymentContract, async ({ body }, request) => confirmTossPayment(handle, config, tossClient, await orderOwner(db, request), body, Date.now(), request.log));

  registerContract(app, failTossPaymentContract, async ({ body }, request) => failTossPayment(handle, await orderOwner(db, request), body));

  registerContract(app, cancelOrderContract, async ({ body }, request) => cancelOrder(handle, await orderToCancel(db, request, body.orderCode)));

  registerContract(app, getOrderDetailContract, async ({ query }, request, reply) => {
    const member = await requireMember(db, request);
    const order = await db.selectFrom('orders').selectAll().where('orderCode', '=', query.orderCode).where('memberId', '=', member.id).executeTakeFirst();
    if (!order) throw apiError('ORDER_NOT_FOUND');
    noStore(reply);
    return orderDetail(db, order);
  });

  registerContract(app, getGuestOrderContract, async ({ body }, _request, reply) => {
    const order = await db.selectFrom('orders').selectAll().where('orderCode', '=', body.orderCode).where('memberId', 'is', null).executeTakeFirst();
    // The same password work for unknown numbers, so timing tells nothing about which numbers exist.
    dummyHash ??= hashPassword('not-a-guest-order-password');
    const matches = await verifyPassword(body.guestPassword, order?.guestPasswordHash ?? (await dummyHash));
    if (!order || !matches) throw apiError('ORDER_NOT_FOUND', ORDER_MESSAGES.errors.guestOrderNotFound);
    noStore(reply);
    return orderDetail(db, order);
  });
}
