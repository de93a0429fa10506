import type { ParsedInput, saveOrderContract } from '@shop/contracts';
import { normalizePhoneNumber } from '@shop/validators';
import type { Transaction } from 'kysely';
import { customAlphabet } from 'nanoid';
import type { PaymentConfig } from '../../config/payment-env.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { ORDER_MESSAGES } from '../../messages/order.ko.ts';
import { hashPassword } from '../auth/password.ts';
import type { CartLineData } from '../cart/cart-line.ts';
import { loadLines } from '../cart/cart-query.ts';
import { OutOfStockError, takeStock } from '../stock/stock.ts';
import { shopAccounts } from '../payment/shop-accounts.ts';
import { startPayment, type PaymentStart } from '../payment/start-payment.ts';
import { loadBenefitContext } from './benefit-context.ts';
import { islandTypeOf } from './island.ts';
import { insertOrderRows } from './order-rows.ts';
import type { OrderOwner } from './order-owner.ts';
import { placedAnswer } from './placed-answer.ts';
import { priceOrder, type PricedOrder } from './pricing.ts';
import { loadSheet } from './sheet-commands.ts';
import { consumeBenefits } from './consume-benefits.ts';

/** The parsed body of `POST /api/order/save`. */
export type SaveOrderBody = ParsedInput<typeof saveOrderContract>['body'];

/** Order numbers: 'O' and 16 characters of an unambiguous alphabet (about 80 random bits), never sequential. */
const orderCode = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 16);
const E = ORDER_MESSAGES.errors;

/** Claims the idempotency key; the order it already placed, if any (a key of another sheet is refused). */
async function claimKey(trx: Transaction<Database>, ownerKey: string, body: SaveOrderBody, now: string): Promise<number | undefined> {
  const claimed = await trx.insertInto('orderIdempotencyKeys')
    .values({ ownerKey, idempotencyKey: body.idempotencyKey, orderSheetId: body.orderSheetId, orderId: null, createdAt: now })
    .onConflict((oc) => oc.columns(['ownerKey', 'idempotencyKey']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) return undefined;
  const existing = await trx.selectFrom('orderIdempotencyKeys').selectAll().where('ownerKey', '=', ownerKey).where('idempotencyKey', '=', body.idempotencyKey).executeTakeFirstOrThrow();
  if (existing.orderSheetId !== body.orderSheetId || existing.orderId === null) throw apiError('IDEMPOTENCY_KEY_REUSED');
  return existing.orderId;
}

/** A chosen coupon the member already used (another placement won it) is a 409, not an unknown coupon. */
async function assertCouponsUnused(trx: Transaction<Database>, memberId: number | undefined, body: SaveOrderBody): Promise<void> {
  const ids = [...(body.itemCoupons ?? []).map((c) => c.couponUserId), ...(body.cartCouponUserId ? [body.cartCouponUserId] : [])];
  if (memberId === undefined || ids.length === 0) return;
  const used = await trx.selectFrom('couponUsers').select('id').where('memberId', '=', memberId).where('id', 'in', ids).where('usedDate', 'is not', null).executeTakeFirst();
  if (used) throw apiError('COUPON_ALREADY_USED');
}

/** Sold out (or less stock than asked for) and member-only lines come first: no coupon check hides them. */
function assertOrderable(lines: CartLineData[], owner: OrderOwner): void {
  for (const line of lines) {
    if (line.soldOut || line.quantity > line.stockQuantity) throw apiError('ORDER_SOLD_OUT', E.soldOutItem(line.itemName));
    if (!owner.member && line.nonmemberOrderType !== '1') throw apiError('MEMBER_ONLY_ITEM', E.memberOnlyItem(line.itemName));
  }
}

async function takeOrderStock(trx: Transaction<Database>, priced: PricedOrder): Promise<void> {
  const stock = priced.lines.map((l) => ({ itemId: l.itemId, itemOptionId: l.itemOptionId, quantity: l.quantity }))
    .sort((a, b) => a.itemId - b.itemId || (a.itemOptionId ?? 0) - (b.itemOptionId ?? 0));
  try {
    await takeStock(trx, stock);
  } catch (error) {
    if (!(error instanceof OutOfStockError)) throw error;
    const line = priced.lines.find((l) => l.itemId === error.line.itemId);
    throw apiError('ORDER_SOLD_OUT', line ? E.soldOutItem(line.itemName) : undefined);
  }
}

/** A guest must give their details, an order password and agree to the guest terms. */
function guestDetails(owner: OrderOwner, body: SaveOrderBody) {
  if (owner.member) return { buyerName: owner.member.name, buyerMobile: '', buyerEmail: owner.member.email };
  if (!body.buyer || !body.guestPassword) throw apiError('GUEST_INFO_REQUIRED');
  if (body.guestTermsAgreed !== true) throw apiError('GUEST_INFO_REQUIRED', E.guestTerms);
  return { buyerName: body.buyer.userName, buyerMobile: normalizePhoneNumber(body.buyer.mobile), buyerEmail: body.buyer.email };
}

/**
 * Places an order in one write transaction: the idempotency key is claimed first (the same key answers the same
 * order, also when sent concurrently), prices are recomputed from the database, then stock is taken by conditional
 * updates, coupons and points are consumed exactly once, and the order, its lines, receiver, payment and first state
 * are written. Sold out, a changed price or a benefit already used is a 409 and the transaction leaves nothing behind.
 */
export async function placeOrder(handle: DatabaseHandle, config: PaymentConfig, owner: OrderOwner, body: SaveOrderBody, now = Date.now()) {
  const buyer = guestDetails(owner, body);
  const guestPasswordHash = owner.member ? null : await hashPassword(body.guestPassword ?? '');
  const accounts = body.paymentMethod === 'bank' ? await shopAccounts(handle.db, config) : [];
  const at = toSeoulTimestamp(now);
  const orderId = await writeTransaction(handle, async (trx) => {
    const placed = await claimKey(trx, owner.ownerKey, body, at);
    if (placed !== undefined) return placed;
    const sheet = await loadSheet(trx, owner.ownerKey, body.orderSheetId);
    if (sheet.orderId !== null) throw apiError('ORDER_SHEET_USED');
    const lines = await loadLines(trx, sheet.lines.map((l, i) => ({ ...l, cartId: i })));
    if (lines.length !== sheet.lines.length) throw apiError('ORDER_SOLD_OUT');
    const context = await loadBenefitContext(trx, owner.member?.id, lines.map((l) => l.itemId), now);
    const choice = { itemCoupons: body.itemCoupons ?? [], cartCouponUserId: body.cartCouponUserId ?? null, usePoint: body.usePoint ?? 0 };
    assertOrderable(lines, owner);
    await assertCouponsUnused(trx, owner.member?.id, body);
    const priced = priceOrder(lines, await islandTypeOf(trx, body.receiver.zipcode), context, choice, true);
    if (priced.payAmount !== body.expectedPayAmount) throw apiError('ORDER_PRICE_CHANGED', E.priceChangedTo(priced.payAmount));
    const payment: PaymentStart = startPayment(body.paymentMethod, priced.payAmount, config, body.bankTransfer, now, accounts);
    await takeOrderStock(trx, priced);
    const id = await insertOrderRows(trx, { code: `O${orderCode()}`, owner, buyer, guestPasswordHash, priced, payment, body, now });
    await consumeBenefits(trx, id, owner, priced, now);
    const marked = await trx.updateTable('orderSheets').set({ orderId: id }).where('id', '=', sheet.id).where('orderId', 'is', null).executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw apiError('ORDER_SHEET_USED');
    // Cart lines that were ordered leave the cart (a 바로구매 sheet has none).
    const cartIds = sheet.lines.flatMap((l) => (l.cartId === null ? [] : [l.cartId]));
    if (cartIds.length > 0) await trx.deleteFrom('carts').where('ownerKey', '=', owner.ownerKey).where('id', 'in', cartIds).execute();
    await trx.updateTable('orderIdempotencyKeys').set({ orderId: id }).where('ownerKey', '=', owner.ownerKey).where('idempotencyKey', '=', body.idempotencyKey).execute();
    return id;
  });
  return placedAnswer(handle.db, orderId, config);
}
