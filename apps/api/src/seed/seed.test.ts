import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { migrateToLatest } from '../db/migrator.ts';
import { describeEachDatabase, TEST_UPLOAD_DIR } from '../testing/test-server.ts';
import { seedDatabase } from './seed.ts';

describeEachDatabase('migrations and seed', (server) => {
  const count = async (table: 'categories' | 'items' | 'sellers' | 'brands' | 'members' | 'itemSetComponents') => {
    const { db } = server().app.database;
    const row = await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('migrates once: a second run has nothing to do', async () => {
    assert.deepEqual(await migrateToLatest(server().app.database), []);
  });

  it('seeds the demo catalogue', async () => {
    const { db } = server().app.database;
    assert.ok((await count('categories')) >= 30);
    assert.ok((await count('items')) >= 200);
    assert.ok((await count('sellers')) >= 4);
    assert.ok((await count('brands')) >= 12);
    assert.ok((await count('itemSetComponents')) >= 2);
    const depths = await db.selectFrom('categories').select('depth').distinct().orderBy('depth').execute();
    assert.deepEqual(depths.map((d) => d.depth), [1, 2, 3]);
    const types = await db.selectFrom('items').select('shippingType').distinct().orderBy('shippingType').execute();
    assert.deepEqual(types.map((t) => t.shippingType), ['1', '2', '3', '4', '5', '6']);
  });

  it('seeds the demo members and the cart of demo01 across sellers', async () => {
    const { db } = server().app.database;
    const members = await db.selectFrom('members').select(['id', 'loginId', 'name', 'passwordHash']).orderBy('loginId').execute();
    assert.deepEqual(members.map((m) => m.loginId), ['biz01', 'demo01', 'demo02', 'expired01', 'expired02', 'sleepy01', 'temp01']); // biz01: the business demo (seed/cs)
    assert.ok(members.every((m) => m.passwordHash.startsWith('scrypt$')));
    const demo = members.find((m) => m.loginId === 'demo01');
    const sellers = await db
      .selectFrom('carts')
      .innerJoin('items', 'items.id', 'carts.itemId')
      .select('items.sellerId')
      .distinct()
      .where('carts.ownerKey', '=', `M:${demo?.id}`)
      .execute();
    assert.ok(sellers.length >= 2);
  });

  it('does not seed twice, and replaces everything on request', async () => {
    const handle = server().app.database;
    const before = await count('items');
    assert.equal((await seedDatabase(handle, TEST_UPLOAD_DIR)).seeded, false);
    assert.equal(await count('items'), before);
    const again = await seedDatabase(handle, TEST_UPLOAD_DIR, { replace: true });
    assert.equal(again.seeded, true);
    assert.equal(again.images, 0);
    assert.equal(await count('items'), before);
    assert.equal(await count('members'), 7);
  });

  it('refuses negative stock at the database level', async () => {
    const { db } = server().app.database;
    await assert.rejects(db.updateTable('items').set({ stockQuantity: -1 }).where('id', '=', 1001).execute());
  });
});
