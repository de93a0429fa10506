import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import type { PaymentStart } from '../payment/start-payment.ts';
import type { OrderOwner } from './order-owner.ts';
import { recordInitialState } from './order-state.ts';
import type { SaveOrderBody } from './place-order.ts';
import type { PricedOrder } from './pricing.ts';

type NewOrder = {
  code: string;
  owner: OrderOwner;
  buyer: { buyerName: string; buyerMobile: string; buyerEmail: string };
  guestPasswordHash: string | null;
  priced: PricedOrder;
  payment: PaymentStart;
  body: SaveOrderBody;
  now: number;
};

/** Writes a new order with its lines, receiver, payment and first state; returns its id. */
export async function insertOrderRows(trx: Transaction<Database>, o: NewOrder): Promise<number> {
  const at = toSeoulTimestamp(o.now);
  const { priced, payment, owner } = o;
  const memberPhone = owner.member
    ? (await trx.selectFrom('members').select('phone').where('id', '=', owner.member.id).executeTakeFirst())?.phone ?? ''
    : '';
  const { id } = await trx.insertInto('orders').values({
    orderCode: o.code, ownerKey: owner.ownerKey, memberId: owner.member?.id ?? null, guestPasswordHash: o.guestPasswordHash,
    buyerName: o.buyer.buyerName, buyerMobile: o.buyer.buyerMobile || memberPhone, buyerEmail: o.buyer.buyerEmail,
    status: payment.status, paymentMethod: payment.method,
    totalItemPrice: priced.orderPrice.totalItemAmountBeforeDiscounts, totalItemSaleAmount: priced.orderPrice.totalItemSaleAmount,
    totalShippingAmount: priced.orderPrice.totalShippingAmount, itemCouponDiscount: priced.orderPrice.totalItemCouponDiscountAmount,
    cartCouponDiscount: priced.orderPrice.totalCartCouponDiscountAmount, cartCouponUserId: priced.cartCoupon?.couponUserId ?? null,
    pointAmount: priced.usePoint, payAmount: priced.payAmount, earnPoint: priced.orderPrice.totalEarnPoint, paymentDeadline: payment.deadline,
    createdAt: at, updatedAt: at,
  }).returning('id').executeTakeFirstOrThrow();
  for (const seller of priced.receivers.sellerShipping) {
    for (const group of seller.shippings) {
      for (const [i, line] of group.buyItems.entries()) {
        const p = line.itemPrice;
        await trx.insertInto('orderLines').values({
          orderId: id, itemSequence: line.itemSequence, shippingIndex: group.shippingIndex, sellerId: line.sellerId, itemId: line.itemId,
          itemOptionId: line.itemOptionId, itemName: line.itemName, options: line.options, quantity: p.quantity, itemPrice: p.price,
          itemSalePrice: p.itemSalePrice, optionPrice: p.optionPrice, saleAmount: p.saleAmount,
          couponUserId: priced.lineCoupons.get(line.itemSequence)?.couponUserId ?? null, couponDiscount: p.couponDiscountAmount,
          shippingAmount: i === 0 ? group.realShipping : 0,
        }).execute();
      }
    }
  }
  const r = o.body.receiver;
  await trx.insertInto('orderAddresses').values({
    orderId: id, receiveName: r.receiveName, receiveMobile: r.receiveMobile.replace(/[\s-]/g, ''), zipcode: r.zipcode, address: r.address,
    addressDetail: r.addressDetail, memo: r.memo, islandType: priced.islandType,
  }).execute();
  await trx.insertInto('orderPayments').values({
    orderId: id, method: payment.method, provider: payment.provider, status: payment.provider === 'NONE' ? 'PAID' : 'READY', amount: priced.payAmount,
    paymentKey: null, bankName: payment.bank?.bankName ?? null, accountNumber: payment.bank?.accountNumber ?? null,
    accountHolder: payment.bank?.accountHolder ?? null, depositorName: payment.bank?.depositorName ?? null,
    cashReceiptType: payment.bank?.cashReceiptType ?? null, cashReceiptNumber: payment.bank?.cashReceiptNumber ?? null,
    dueDate: payment.deadline, approvedAt: payment.provider === 'NONE' ? at : null, createdAt: at,
  }).execute();
  await recordInitialState(trx, id, payment.status, payment.reason, o.now);
  return id;
}
