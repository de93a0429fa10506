import assert from 'node:assert/strict';
import { writeTransaction } from '../../db/transaction.ts';
import { describeEachDatabase } from '../../testing/test-server.ts';
import { OutOfStockError, takeStock } from './stock.ts';

describeEachDatabase('stock', (server) => {
  const stockOf = async (itemId: number) =>
    (await server().app.database.db.selectFrom('items').select('stockQuantity').where('id', '=', itemId).executeTakeFirstOrThrow()).stockQuantity;

  it('never sells more than there is, even when buyers race', async () => {
    const handle = server().app.database;
    const item = await handle.db.selectFrom('items').select('id').where('itemOptionType', 'is', null).where('stockQuantity', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    await handle.db.updateTable('items').set({ stockQuantity: 5 }).where('id', '=', item.id).execute();
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, () => writeTransaction(handle, (trx) => takeStock(trx, [{ itemId: item.id, itemOptionId: null, quantity: 1 }]))),
    );
    assert.equal(attempts.filter((a) => a.status === 'fulfilled').length, 5);
    assert.ok(attempts.filter((a) => a.status === 'rejected').every((a) => a.reason instanceof OutOfStockError));
    assert.equal(await stockOf(item.id), 0);
  });

  it('rolls every line back when one line fails', async () => {
    const handle = server().app.database;
    const option = await handle.db
      .selectFrom('itemOptions')
      .innerJoin('items', 'items.id', 'itemOptions.itemId')
      .select(['itemOptions.id', 'itemOptions.itemId', 'itemOptions.stockQuantity', 'items.stockQuantity as itemStock'])
      .where('itemOptions.optionType', '!=', 'T')
      .where('itemOptions.stockQuantity', '>=', 2)
      .orderBy('itemOptions.id')
      .executeTakeFirstOrThrow();
    await assert.rejects(
      writeTransaction(handle, (trx) =>
        takeStock(trx, [
          { itemId: option.itemId, itemOptionId: option.id, quantity: 2 },
          { itemId: option.itemId, itemOptionId: option.id, quantity: 10_000 },
        ]),
      ),
      OutOfStockError,
    );
    const after = await handle.db.selectFrom('itemOptions').select('stockQuantity').where('id', '=', option.id).executeTakeFirstOrThrow();
    assert.equal(after.stockQuantity, option.stockQuantity);
    assert.equal(await stockOf(option.itemId), option.itemStock);
  });
});
