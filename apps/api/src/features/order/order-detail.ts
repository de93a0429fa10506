import type { OrderDetail } from '@shop/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderTable } from '../../db/schema-orders.ts';
import { ORDER_MESSAGES } from '../../messages/order.ko.ts';
import { methodLabelOf } from '../payment/payment-detail.ts';
import { TEST_PAYMENT_KEY_PREFIX } from '../payment/test-gateway.ts';
import { lineStatusOf, openClaimTypes } from '../mypage/order-summaries.ts';
import { statusLabel } from './placed-answer.ts';

type OrderRow = Selectable<OrderTable>;

const PAYMENT_TYPE: Record<string, '0' | '1' | '2'> = { READY: '0', PAID: '1', CANCELLED: '2', REFUNDING: '2', REFUNDED: '2', REFUND_FAILED: '2' };

/** An order as the completion page and my page show it (reference-behaviour section 6, Order detail). */
export async function orderDetail(db: Kysely<Database>, order: OrderRow): Promise<OrderDetail> {
  const [lines, address, payments, history, types] = await Promise.all([
    db.selectFrom('orderLines').selectAll().where('orderId', '=', order.id).orderBy('itemSequence').execute(),
    db.selectFrom('orderAddresses').selectAll().where('orderId', '=', order.id).executeTakeFirstOrThrow(),
    db.selectFrom('orderPayments').selectAll().where('orderId', '=', order.id).orderBy('id').execute(),
    db.selectFrom('orderStateHistory').selectAll().where('orderId', '=', order.id).orderBy('id').execute(),
    openClaimTypes(db, [order.id]),
  ]);
  // Refunds paid by completed claims, shown on the payment they came from (the order's first paid payment).
  const refunded = await db.selectFrom('orderClaims').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refundAmount'), eb.lit(0)).as('total'))
    .where('orderId', '=', order.id).where('refundStatus', '=', 'REFUNDED').executeTakeFirstOrThrow();
  const refundedAmount = Number(refunded.total);
  const refundedPayment = payments.find((p) => p.status !== 'READY');
  const coupons = order.itemCouponDiscount + order.cartCouponDiscount;
  const label = statusLabel(order.status);
  return {
    orderCode: order.orderCode, createdDate: order.createdAt, orderStatus: order.status, orderStatusLabel: label,
    guestFlag: order.memberId === null ? 'Y' : 'N', userName: order.buyerName, mobile: order.buyerMobile, email: order.buyerEmail,
    totalItemAmount: order.totalItemPrice, totalItemSaleAmount: order.totalItemSaleAmount,
    totalItemDiscountAmount: order.totalItemPrice - order.totalItemSaleAmount, totalShippingAmount: order.totalShippingAmount,
    totalItemCouponDiscountAmount: order.itemCouponDiscount, totalCartCouponDiscountAmount: order.cartCouponDiscount,
    totalCouponDiscountAmount: coupons, orderUsePoint: order.pointAmount, totalDiscountAmount: coupons + order.pointAmount,
    totalOrderAmount: order.payAmount, totalEarnPoint: order.earnPoint, paymentDeadline: order.paymentDeadline,
    shippingInfo: {
      receiveName: address.receiveName, receiveMobile: address.receiveMobile, receiveZipcode: address.zipcode, receiveAddress: address.address,
      receiveAddressDetail: address.addressDetail, memo: address.memo, islandType: address.islandType,
    },
    item: lines.map((l) => {
      const status = lineStatusOf(order.status, l, types);
      return {
        itemSequence: l.itemSequence, itemId: l.itemId, sellerId: l.sellerId, itemName: l.itemName, options: l.options, quantity: l.quantity,
        itemPrice: l.itemPrice, itemSalePrice: l.itemSalePrice, optionPrice: l.optionPrice, itemAmount: l.saleAmount,
        couponDiscountAmount: l.couponDiscount, orderStatus: status, orderStatusLabel: statusLabel(status),
        claimQuantity: Number(l.claimedQuantity), claimApplyQuantity: Number(l.claimingQuantity),
      };
    }),
    paymentList: payments.map((p) => ({
      approvalType: p.method, approvalTypeLabel: methodLabelOf(ORDER_MESSAGES.payment.methods[p.method] ?? p.method, p.detail), paymentType: PAYMENT_TYPE[p.status] ?? '0',
      amount: p.amount, payDate: p.approvedAt, bankName: p.bankName, bankVirtualNo: p.accountNumber, bankInName: p.depositorName, bankDate: p.dueDate,
      ...(p.provider === 'TOSS' && p.paymentKey?.startsWith(TEST_PAYMENT_KEY_PREFIX) ? { testPayment: true } : {}),
      ...(p === refundedPayment && refundedAmount > 0 ? { refundedAmount } : {}),
    })),
    history: history.map((h) => ({ fromStatus: h.fromStatus, toStatus: h.toStatus, toStatusLabel: statusLabel(h.toStatus), createdDate: h.createdAt })),
  };
}
