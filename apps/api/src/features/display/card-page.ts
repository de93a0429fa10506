import type { ItemCard, Page } from '@shop/contracts';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cardQuery, toItemCards } from '../item/item-card.ts';
import type { OrderBy } from '../item/list-service.ts';
import { pageOf } from '../item/pagination.ts';

/** Sort and page of a card list (the query string of every list endpoint). */
export type CardListQuery = {
  orderBy?: OrderBy;
  sort?: 'ASC' | 'DESC' | 'asc' | 'desc' | '';
  page: number;
  size: number;
};

/** A condition on the item rows of a list. */
export type ItemFilter = (eb: ExpressionBuilder<Database, 'items'>) => Expression<SqlBool>;

const SORT_COLUMNS = {
  ORDERING: 'items.ordering',
  CREATED_DATE: 'items.createdAt',
  HITS: 'items.hits',
  SALE_PRICE: 'items.presentPrice',
} as const;

/** The page size a request asked for (`size` wins over `itemsPerPage`). */
export function pageSize(query: { size?: number; itemsPerPage?: number }, fallback = 24): number {
  return query.size ?? query.itemsPerPage ?? fallback;
}

/** The list query of a parsed card-list query string (`size` or `itemsPerPage`, 24 by default). */
export function listQuery(query: Omit<CardListQuery, 'size'> & { size?: number; itemsPerPage?: number }): CardListQuery {
  return { orderBy: query.orderBy, sort: query.sort, page: query.page, size: pageSize(query) };
}

/**
 * A sorted page of item cards matching `filter` (every item without one). Ties keep the item id order, so
 * pages never overlap. Every row carries the total as an uncorrelated subquery, which both engines evaluate
 * once (cheaper than a second round trip, and than `count(*) over ()`, which sorts the wide rows on SQLite);
 * only a page past the end, which has no rows to carry it, asks for the count on its own.
 */
export async function listCards(db: Kysely<Database>, query: CardListQuery, filter?: ItemFilter): Promise<Page<ItemCard>> {
  const key = query.orderBy || 'ORDERING';
  const direction = query.sort ? (query.sort.toLowerCase() as 'asc' | 'desc') : key === 'ORDERING' ? 'asc' : 'desc';
  const where = (eb: ExpressionBuilder<Database, 'items'>) => (filter ? filter(eb) : eb.lit(true));
  // Inside the subquery `items` names the subquery's own table, so the filter counts the matching items.
  const count = db.selectFrom('items').select(sql<number | string>`count(*)`.as('total')).where(where);
  const rows = await cardQuery(db)
    .select(count.as('total'))
    .where((eb) => where(eb as unknown as ExpressionBuilder<Database, 'items'>))
    .orderBy(SORT_COLUMNS[key], direction)
    .orderBy('items.id', 'asc')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) ({ total } = await count.executeTakeFirstOrThrow());
  return pageOf(await toItemCards(db, rows), query.page, query.size, Number(total));
}
