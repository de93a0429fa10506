import type { MemberAddress, OrderSheet } from '@shop/contracts';
import { POINT_UNIT } from '@shop/validators';
import type { Kysely } from 'kysely';
import type { PaymentConfig } from '../../config/payment-env.ts';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { loadLines } from '../cart/cart-query.ts';
import { gatewayKind } from '../payment/gateway.ts';
import { shopAccounts } from '../payment/shop-accounts.ts';
import { loadBenefitContext } from './benefit-context.ts';
import { islandTypeOf } from './island.ts';
import type { OrderOwner } from './order-owner.ts';
import { ORDER_RULES } from './order-rules.ts';
import { NO_BENEFIT, priceOrder, type BenefitChoice } from './pricing.ts';
import { loadSheet } from './sheet-commands.ts';

/** The member's saved addresses, the default one first. */
export async function memberAddresses(db: Kysely<Database>, memberId: number): Promise<MemberAddress[]> {
  const rows = await db.selectFrom('memberAddresses').selectAll().where('memberId', '=', memberId).orderBy('defaultFlag', 'desc').orderBy('id').execute();
  return rows.map((r) => ({
    userDeliveryId: r.id, title: r.title, userName: r.userName, mobile: r.mobile, zipcode: r.zipcode, address: r.address,
    addressDetail: r.addressDetail, defaultFlag: r.defaultFlag,
  }));
}

/**
 * The order sheet as the shopper sees it, priced by the server. `'best'` opens it with 최대 혜택 applied; a choice
 * prices what the shopper picked (points brought within the rules). Without a zipcode, a member's default address
 * decides the island surcharge.
 */
export async function orderSheetAnswer(
  db: Kysely<Database>, config: PaymentConfig, owner: OrderOwner, input: { orderSheetId: string; zipcode?: string }, choice: BenefitChoice | 'best', now = Date.now(),
): Promise<OrderSheet> {
  const sheet = await loadSheet(db, owner.ownerKey, input.orderSheetId);
  if (sheet.orderId !== null) throw apiError('ORDER_SHEET_USED');
  const member = owner.member;
  const addresses = member ? await memberAddresses(db, member.id) : [];
  const zipcode = input.zipcode ?? addresses[0]?.zipcode ?? '';
  const lines = await loadLines(db, sheet.lines.map((l, i) => ({ ...l, cartId: i })));
  const context = await loadBenefitContext(db, member?.id, lines.map((l) => l.itemId), now);
  const islandType = await islandTypeOf(db, zipcode);
  const best = priceOrder(lines, islandType, context, NO_BENEFIT, false).best;
  const priced = priceOrder(lines, islandType, context, choice === 'best' ? best : choice, false);
  const phone = member ? (await db.selectFrom('members').select('phone').where('id', '=', member.id).executeTakeFirst())?.phone ?? '' : '';
  return {
    orderSheetId: sheet.id,
    isLogin: member !== undefined,
    zipcode,
    islandType,
    receivers: priced.receivers,
    orderPrice: priced.orderPrice,
    applied: priced.applied,
    cartCoupons: priced.cartCoupons,
    retentionPoint: context.heldPoints,
    maxUsablePoint: priced.maxUsablePoint,
    bestBenefit: priced.best,
    userDeliveryList: addresses,
    buyer: member ? { userName: member.name, mobile: phone, email: member.email } : null,
    config: { ...ORDER_RULES, pointUnit: POINT_UNIT },
    configPg: { pgType: gatewayKind(config), clientKey: config.tossClientKey },
    bankAccounts: (await shopAccounts(db, config)).map((a, index) => ({ index, ...a })),
    paymentMethods: [...config.paymentMethods],
  };
}
