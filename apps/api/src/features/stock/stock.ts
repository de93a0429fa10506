import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One stock movement: an item, or one option of it, and how many units. */
export type StockLine = { itemId: number; itemOptionId: number | null; quantity: number };

/** Thrown when a conditional update finds less stock than asked for. */
export class OutOfStockError extends Error {
  readonly line: StockLine;
  constructor(line: StockLine) {
    super(`Not enough stock for item ${line.itemId}${line.itemOptionId ? ` option ${line.itemOptionId}` : ''}`);
    this.name = 'OutOfStockError';
    this.line = line;
  }
}

/**
 * Takes stock for every line with conditional updates (`stock >= quantity`) inside the caller's
 * write transaction. The first line that cannot be served throws, and the caller's transaction
 * rolls every earlier line back. Option lines draw from the option's stock and the item total.
 */
export async function takeStock(trx: Transaction<Database>, lines: StockLine[]): Promise<void> {
  for (const line of lines) {
    if (line.quantity <= 0) throw new RangeError('Stock quantity must be positive');
    if (line.itemOptionId !== null) {
      const option = await trx
        .updateTable('itemOptions')
        .set((eb) => ({ stockQuantity: eb('stockQuantity', '-', line.quantity) }))
        .where('id', '=', line.itemOptionId)
        .where('itemId', '=', line.itemId)
        .where('optionType', '!=', 'T')
        .where('stockQuantity', '>=', line.quantity)
        .executeTakeFirst();
      if (Number(option.numUpdatedRows) !== 1) throw new OutOfStockError(line);
    }
    const item = await trx
      .updateTable('items')
      .set((eb) => ({ stockQuantity: eb('stockQuantity', '-', line.quantity) }))
      .where('id', '=', line.itemId)
      .where('stockQuantity', '>=', line.quantity)
      .executeTakeFirst();
    if (Number(item.numUpdatedRows) !== 1) throw new OutOfStockError(line);
  }
}
