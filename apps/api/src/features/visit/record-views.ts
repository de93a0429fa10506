import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A page view to record: who, what path and query, and whether this view minted the visitor. */
export type ViewToRecord = { visitorId: string; uri: string; newVisitor?: boolean };

/**
 * The daily counts a set of views adds, per path (views of one batch all fall on `day`).
 * @example dailyCounts([{ uri: '/' }, { uri: '/' }, { uri: '/a' }], '20261128') // [{ day, uri: '/', views: 2 }, { day, uri: '/a', views: 1 }]
 */
export function dailyCounts(views: ReadonlyArray<Pick<ViewToRecord, 'uri'>>, day: string): { day: string; uri: string; views: number }[] {
  const perUri = new Map<string, number>();
  for (const view of views) perUri.set(view.uri, (perUri.get(view.uri) ?? 0) + 1);
  return [...perUri].map(([uri, count]) => ({ day, uri, views: count }));
}

/**
 * Records `views` at `createdAt` (14-digit Asia/Seoul) inside the caller's transaction: one multi-row insert each of the
 * new visitors (a visitor already known is not counted twice), of the views, and of the daily counts per path (added
 * to the day's row when there is one).
 */
export async function recordViews(trx: Transaction<Database>, views: readonly ViewToRecord[], createdAt: string): Promise<void> {
  if (views.length === 0) return;
  const newVisitors = [...new Set(views.filter((view) => view.newVisitor).map((view) => view.visitorId))];
  if (newVisitors.length > 0) {
    await trx.insertInto('visitors').values(newVisitors.map((visitorId) => ({ visitorId, createdAt }))).onConflict((oc) => oc.column('visitorId').doNothing()).execute();
  }
  await trx.insertInto('pageViews').values(views.map((view) => ({ visitorId: view.visitorId, uri: view.uri, createdAt }))).execute();
  await trx
    .insertInto('pageViewDaily')
    .values(dailyCounts(views, createdAt.slice(0, 8)))
    .onConflict((oc) => oc.columns(['day', 'uri']).doUpdateSet((eb) => ({ views: eb('pageViewDaily.views', '+', eb.ref('excluded.views')) })))
    .execute();
}
