import type { MypageDashboard, OrderClaim, Page } from '@shop/contracts';
import { ORDER_STATUS, ORDER_STATUS_LABELS } from '@shop/validators';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { MYPAGE_MESSAGES as M } from '../../messages/mypage.ko.ts';
import { memberCartOwner } from '../cart/cart-owner.ts';
import { countCartQuantity } from '../cart/cart-query.ts';
import { cardQuery, toItemCards } from '../item/item-card.ts';
import { pageOf } from '../item/pagination.ts';
import type { TokenMember } from '../auth/tokens.ts';
import { reasonLabel } from './claim-rules.ts';
import { levelOf } from './grade.ts';
import { guestOrdersWhere, type GuestScope } from './guest-token.ts';
import { linesOf, openClaimTypes, toSummaries, toSummaryItems } from './order-summaries.ts';
import { ImagePathsSchema, readJsonColumn } from '../../db/json-column.ts';

/** The states the dashboard counts, in the order of the journey. */
const COUNTED = [ORDER_STATUS.WAITING_DEPOSIT, ORDER_STATUS.PAID, ORDER_STATUS.PREPARING, ORDER_STATUS.SHIPPING, ORDER_STATUS.DELIVERED, ORDER_STATUS.CONFIRMED] as const;

/** Total of the member's confirmed orders (what the grade is measured by). */
export async function confirmedTotal(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.sum<number>('payAmount').as('total')).where('memberId', '=', memberId).where('status', '=', 'CONFIRMED').executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * My page's dashboard: the member's account facts, cart quantity, grade, points, usable coupons, wishlist, order counts
 * per state, the latest orders and wishes.
 */
export async function dashboard(db: Kysely<Database>, member: TokenMember, now = Date.now()): Promise<MypageDashboard> {
  const at = toSeoulTimestamp(now);
  const [points, coupons, wishCount, counts, latest, wishRows, total, cartQuantity] = await Promise.all([
    db.selectFrom('memberPoints').select('balance').where('memberId', '=', member.id).executeTakeFirst(),
    db.selectFrom('couponUsers').select((eb) => eb.fn.countAll<number>().as('n')).where('memberId', '=', member.id).where('usedDate', 'is', null).where('applyEndDate', '>=', at).executeTakeFirstOrThrow(),
    db.selectFrom('wishlists').select((eb) => eb.fn.countAll<number>().as('n')).where('memberId', '=', member.id).executeTakeFirstOrThrow(),
    db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('memberId', '=', member.id).groupBy('status').execute(),
    db.selectFrom('orders').selectAll().where('memberId', '=', member.id).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(3).execute(),
    db.selectFrom('wishlists').select('itemId').where('memberId', '=', member.id).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(2).execute(),
    confirmedTotal(db, member.id),
    countCartQuantity(db, memberCartOwner(member.id)),
  ]);
  const ids = wishRows.map((w) => w.itemId);
  const cards = ids.length ? await toItemCards(db, await cardQuery(db).where('items.id', 'in', ids).execute()) : [];
  return {
    userName: member.name, loginId: member.loginId, email: member.email, cartQuantity,
    levelName: levelOf(total).level.levelName, point: points?.balance ?? 0, couponCount: Number(coupons.n), wishlistCount: Number(wishCount.n),
    orderCounts: COUNTED.map((status) => ({ status, label: ORDER_STATUS_LABELS[status], count: Number(counts.find((c) => c.status === status)?.n ?? 0) })),
    latestOrders: await toSummaries(db, latest, now),
    wishlists: ids.map((id) => cards.find((c) => c.itemId === id)).filter((c) => c !== undefined),
  };
}

/** The shopper's claims of one type, newest first (a member's orders, or the guest's one order). */
export async function listClaims(db: Kysely<Database>, owner: { memberId: number } | { guest: GuestScope }, q: { claimType: string; page: number; size: number }, now = Date.now()): Promise<Page<OrderClaim>> {
  let base = db.selectFrom('orderClaims').innerJoin('orders', 'orders.id', 'orderClaims.orderId').where('orderClaims.claimType', '=', q.claimType);
  base = 'memberId' in owner ? base.where('orders.memberId', '=', owner.memberId) : base.where(guestOrdersWhere(owner.guest));
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base.selectAll('orderClaims').select(['orders.orderCode']).orderBy('orderClaims.id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute(),
  ]);
  const orders = rows.length ? await db.selectFrom('orders').selectAll().where('id', 'in', rows.map((r) => r.orderId)).execute() : [];
  const [lines, types, claimLines] = await Promise.all([
    linesOf(db, orders.map((o) => o.id)), openClaimTypes(db, orders.map((o) => o.id)),
    rows.length ? db.selectFrom('orderClaimLines').selectAll().where('claimId', 'in', rows.map((r) => r.id)).execute() : [],
  ]);
  const type = q.claimType as 'CANCEL' | 'RETURN' | 'EXCHANGE';
  return pageOf(rows.map((r) => {
    const order = orders.find((o) => o.id === r.orderId);
    return {
      claimCode: r.claimCode, orderCode: r.orderCode, claimType: r.claimType, claimTypeLabel: M.claimTypes[r.claimType] ?? r.claimType,
      status: r.status, statusLabel: `${M.claimTypes[r.claimType] ?? ''}${M.claimStatus[r.status] ?? ''}`, reason: r.reason, reasonLabel: reasonLabel(type, r.reason),
      reasonText: r.reasonText, shippingAskType: r.shippingAskType, returnFee: r.returnFee, refundAmount: r.refundAmount, refundStatus: r.refundStatus,
      images: readJsonColumn(ImagePathsSchema, r.images, 'orderClaims.images'), createdDate: r.createdAt, completedDate: r.completedAt,
      itemAmount: r.itemAmount, couponAmount: r.couponAmount, pointAmount: r.pointAmount, shippingAmount: r.shippingAmount,
      withdrawFlag: r.status === 'REQUESTED' ? 'Y' as const : 'N' as const,
      exchangeAddress: r.claimType === 'EXCHANGE' && r.exchangeReceiveName !== null ? {
        receiveName: r.exchangeReceiveName, receiveMobile: r.exchangeReceiveMobile ?? '', zipcode: r.exchangeZipcode ?? '', address: r.exchangeAddress ?? '',
        addressDetail: r.exchangeAddressDetail ?? '',
      } : null,
      // The claim's own lines and pieces (claims made before per-line claims cover the whole order).
      items: order ? toSummaryItems(order, lines, now, types).flatMap((i) => {
        const mine = claimLines.filter((c) => c.claimId === r.id);
        if (mine.length === 0) return [{ ...i, writeReviewFlag: 'N' as const }];
        const line = lines.find((l) => l.orderId === order.id && l.itemSequence === i.itemSequence);
        const piece = mine.find((c) => c.orderLineId === line?.id);
        return piece ? [{ ...i, quantity: piece.quantity, writeReviewFlag: 'N' as const }] : [];
      }) : [],
    };
  }), q.page, q.size, Number(count));
}

