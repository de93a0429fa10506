import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { resolveSelection, type Selection } from './selection.ts';
import type { RequiredItem } from './option-part.ts';
import { quantityProblem } from './quantity-rules.ts';

async function loadItem(trx: Transaction<Database>, itemId: number) {
  const item = await trx.selectFrom('items').selectAll().where('id', '=', itemId).executeTakeFirst();
  if (!item) throw apiError('ITEM_NOT_FOUND', MESSAGES.cart.itemNotFound);
  return item;
}

function assertQuantity(quantity: number, limits: { orderMinQuantity: number; orderMaxQuantity: number }, available: number): void {
  const problem = quantityProblem(quantity, { min: limits.orderMinQuantity, max: limits.orderMaxQuantity, available });
  if (problem) throw apiError(problem.code, problem.message);
}

async function addOne(trx: Transaction<Database>, ownerKey: string, request: RequiredItem, now: string): Promise<void> {
  const item = await loadItem(trx, request.itemId);
  const options = await trx.selectFrom('itemOptions').selectAll().where('itemId', '=', item.id).where('hideFlag', '=', 'N').execute();
  const selection: Selection = resolveSelection(item, options, request.parts);
  const existing = await trx
    .selectFrom('carts')
    .select(['id', 'quantity'])
    .where('ownerKey', '=', ownerKey)
    .where('itemId', '=', item.id)
    .where('optionKey', '=', selection.optionKey)
    .executeTakeFirst();
  const quantity = (existing?.quantity ?? 0) + request.quantity;
  assertQuantity(quantity, item, selection.available);
  if (existing) {
    await trx.updateTable('carts').set({ quantity, updatedAt: now }).where('id', '=', existing.id).execute();
    return;
  }
  await trx
    .insertInto('carts')
    .values({
      ownerKey, itemId: item.id, itemOptionId: selection.itemOptionId, optionKey: selection.optionKey,
      optionText: JSON.stringify(selection.texts.map((t) => [t.optionId, t.text])), quantity, createdAt: now, updatedAt: now,
    })
    .execute();
}

/** Adds every requested item, all or nothing: one bad entry rejects the whole request. */
export async function addToCart(handle: DatabaseHandle, ownerKey: string, requests: RequiredItem[]): Promise<void> {
  const now = toSeoulTimestamp(Date.now());
  await writeTransaction(handle, async (trx) => {
    for (const request of requests) await addOne(trx, ownerKey, request, now);
  });
}

/** Sets the quantity of one of the owner's lines after checking limits and stock. */
export async function updateCartQuantity(handle: DatabaseHandle, ownerKey: string, cartId: number, quantity: number): Promise<void> {
  await writeTransaction(handle, async (trx) => {
    const line = await trx.selectFrom('carts').selectAll().where('id', '=', cartId).where('ownerKey', '=', ownerKey).executeTakeFirst();
    if (!line) throw apiError('CART_NOT_FOUND');
    const item = await loadItem(trx, line.itemId);
    const option = line.itemOptionId === null
      ? undefined
      : await trx.selectFrom('itemOptions').selectAll().where('id', '=', line.itemOptionId).executeTakeFirst();
    const available = option ? option.stockQuantity : item.soldOutFlag === 'Y' ? 0 : item.stockQuantity;
    if (available <= 0) throw apiError('SOLD_OUT', option ? MESSAGES.cart.optionSoldOut : MESSAGES.cart.soldOut);
    assertQuantity(quantity, item, available);
    await trx.updateTable('carts').set({ quantity, updatedAt: toSeoulTimestamp(Date.now()) }).where('id', '=', cartId).execute();
  });
}

/** Deletes the owner's lines among `ids`; 404 when none of them is the owner's. */
export async function deleteCartLines(handle: DatabaseHandle, ownerKey: string, ids: number[]): Promise<number> {
  const result = await handle.db.deleteFrom('carts').where('ownerKey', '=', ownerKey).where('id', 'in', ids).executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  if (deleted === 0) throw apiError('CART_NOT_FOUND', MESSAGES.cart.nothingDeleted);
  return deleted;
}

/**
 * Moves a visitor's cart to a member after login. Lines the member already has are merged
 * (quantities added, capped at the item's maximum); the visitor's cart is then empty.
 */
export async function mergeCarts(handle: DatabaseHandle, fromOwner: string, toOwner: string): Promise<void> {
  if (fromOwner === toOwner) return;
  await writeTransaction(handle, async (trx) => {
    const lines = await trx
      .selectFrom('carts')
      .innerJoin('items', 'items.id', 'carts.itemId')
      .select(['carts.id', 'carts.itemId', 'carts.optionKey', 'carts.quantity', 'items.orderMaxQuantity'])
      .where('carts.ownerKey', '=', fromOwner)
      .execute();
    for (const line of lines) {
      const target = await trx
        .selectFrom('carts')
        .select(['id', 'quantity'])
        .where('ownerKey', '=', toOwner)
        .where('itemId', '=', line.itemId)
        .where('optionKey', '=', line.optionKey)
        .executeTakeFirst();
      if (target) {
        const quantity = Math.min(line.orderMaxQuantity, target.quantity + line.quantity);
        await trx.updateTable('carts').set({ quantity }).where('id', '=', target.id).execute();
        await trx.deleteFrom('carts').where('id', '=', line.id).execute();
      } else {
        await trx.updateTable('carts').set({ ownerKey: toOwner }).where('id', '=', line.id).execute();
      }
    }
  });
}
