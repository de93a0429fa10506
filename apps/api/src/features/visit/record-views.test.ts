import assert from 'node:assert/strict';
import { describeEachDatabase } from '../../testing/test-server.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { dailyCounts, recordViews } from './record-views.ts';

it('dailyCounts adds the views of a batch up per path, in first-seen order', () => {
  assert.deepEqual(dailyCounts([{ uri: '/' }, { uri: '/a' }, { uri: '/' }], '20261128'), [
    { day: '20261128', uri: '/', views: 2 },
    { day: '20261128', uri: '/a', views: 1 },
  ]);
});

describeEachDatabase('page views recorded with their daily counts (migration 0050)', (server) => {
  it('adds each batch to its day and path, one row per day and path', async () => {
    const handle = server().app.database;
    const uri = `/daily-${crypto.randomUUID()}`;
    const visitorId = crypto.randomUUID();
    await writeTransaction(handle, (trx) => recordViews(trx, [{ visitorId, uri, newVisitor: true }, { visitorId, uri }], '20261127235959'));
    await writeTransaction(handle, (trx) => recordViews(trx, [{ visitorId, uri }], '20261127235959'));
    await writeTransaction(handle, (trx) => recordViews(trx, [{ visitorId, uri, newVisitor: true }], '20261128000001'));
    const rows = await handle.db.selectFrom('pageViewDaily').select(['day', 'views']).where('uri', '=', uri).orderBy('day').execute();
    assert.deepEqual(rows.map((r) => [r.day, Number(r.views)]), [['20261127', 3], ['20261128', 1]]);
    const visitors = await handle.db.selectFrom('visitors').select('createdAt').where('visitorId', '=', visitorId).execute();
    assert.deepEqual(visitors, [{ createdAt: '20261127235959' }]);
  });

  it('counts the page views recorded before it in once when the migration runs', async () => {
    const { db } = server().app.database;
    const uri = `/before-${crypto.randomUUID()}`;
    await db.insertInto('pageViews').values([
      { visitorId: 'v-old-0001', uri, createdAt: '20261101090000' },
      { visitorId: 'v-old-0002', uri, createdAt: '20261101230000' },
      { visitorId: 'v-old-0001', uri, createdAt: '20261102010000' },
    ]).execute();
    const migration = await import('../../db/migrations/0050-page-view-daily.ts');
    await migration.down(db as never);
    await migration.up(db as never);
    const rows = await db.selectFrom('pageViewDaily').select(['day', 'views']).where('uri', '=', uri).orderBy('day').execute();
    assert.deepEqual(rows.map((r) => [r.day, Number(r.views)]), [['20261101', 2], ['20261102', 1]]);
  });
});
