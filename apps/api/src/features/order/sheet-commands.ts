import type { BuyInput } from '@shop/contracts';
import type { Transaction } from 'kysely';
import { nanoid } from 'nanoid';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { SheetLine } from '../../db/schema-orders.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { ORDER_MESSAGES } from '../../messages/order.ko.ts';
import { requestedItems } from '../cart/cart-owner.ts';
import { loadLines } from '../cart/cart-query.ts';
import { quantityProblem } from '../cart/quantity-rules.ts';
import { resolveSelection } from '../cart/selection.ts';
import type { OrderOwner } from './order-owner.ts';
import { SHEET_SOURCE } from './order-rules.ts';
import { readJsonColumn, SheetLinesSchema } from '../../db/json-column.ts';

async function cartSheetLines(trx: Transaction<Database>, ownerKey: string, cartIds: number[]): Promise<SheetLine[]> {
  const ids = [...new Set(cartIds)];
  const rows = await trx.selectFrom('carts').selectAll().where('ownerKey', '=', ownerKey).where('id', 'in', ids).orderBy('id', 'desc').execute();
  if (rows.length !== ids.length) throw apiError('CART_NOT_FOUND');
  return rows.map((r) => ({ itemId: r.itemId, itemOptionId: r.itemOptionId, optionText: r.optionText, quantity: r.quantity, cartId: r.id }));
}

async function buySheetLines(trx: Transaction<Database>, body: BuyInput): Promise<SheetLine[]> {
  const lines: SheetLine[] = [];
  for (const request of requestedItems(body)) {
    const item = await trx.selectFrom('items').selectAll().where('id', '=', request.itemId).executeTakeFirst();
    if (!item) throw apiError('ITEM_NOT_FOUND');
    const options = await trx.selectFrom('itemOptions').selectAll().where('itemId', '=', item.id).where('hideFlag', '=', 'N').execute();
    const selection = resolveSelection(item, options, request.parts);
    lines.push({
      itemId: item.id, itemOptionId: selection.itemOptionId, quantity: request.quantity, cartId: null,
      optionText: JSON.stringify(selection.texts.map((t) => [t.optionId, t.text])),
    });
  }
  return lines;
}

/**
 * Makes an order sheet of the owner's chosen cart lines, or of 바로구매 lines (the cart is not touched). Every
 * line must be in stock and within its quantity limits; a guest may only buy items open to guests.
 * @returns The sheet's id (nanoid, unguessable).
 */
export async function createOrderSheet(handle: DatabaseHandle, owner: OrderOwner, body: BuyInput, now = Date.now()): Promise<string> {
  return writeTransaction(handle, async (trx) => {
    const fromCart = body.cartIds !== undefined && body.cartIds.length > 0;
    const lines = fromCart ? await cartSheetLines(trx, owner.ownerKey, body.cartIds ?? []) : await buySheetLines(trx, body);
    const loaded = await loadLines(trx, lines.map((l, i) => ({ ...l, cartId: i })));
    for (const line of loaded) {
      if (line.soldOut) throw apiError('SOLD_OUT', ORDER_MESSAGES.errors.soldOutItem(line.itemName));
      if (!owner.member && line.nonmemberOrderType !== '1') throw apiError('MEMBER_ONLY_ITEM', ORDER_MESSAGES.errors.memberOnlyItem(line.itemName));
      const problem = quantityProblem(line.quantity, { min: line.orderMinQuantity, max: line.orderMaxQuantity, available: line.stockQuantity });
      if (problem) throw apiError(problem.code, problem.message);
    }
    const id = nanoid();
    await trx.insertInto('orderSheets').values({
      id, ownerKey: owner.ownerKey, source: fromCart ? SHEET_SOURCE.CART : SHEET_SOURCE.BUY, lines: JSON.stringify(lines), orderId: null, createdAt: toSeoulTimestamp(now),
    }).execute();
    return id;
  });
}

/** The owner's sheet and its lines; 404 when it is unknown or someone else's (never telling which). */
export async function loadSheet(db: Transaction<Database> | DatabaseHandle['db'], ownerKey: string, sheetId: string) {
  const sheet = await db.selectFrom('orderSheets').selectAll().where('id', '=', sheetId).executeTakeFirst();
  if (!sheet || sheet.ownerKey !== ownerKey) throw apiError('ORDER_SHEET_NOT_FOUND');
  return { ...sheet, lines: readJsonColumn(SheetLinesSchema, sheet.lines, 'orderSheets.lines') };
}
