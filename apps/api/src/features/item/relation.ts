import { getItemRelationContract, type RelatedItemsResponse } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { descendantIds } from '../category/category-tree.ts';
import { loadCategoryTree } from '../category/service.ts';
import { cardQuery, toItemCards } from './item-card.ts';

/** How many related items the item page shows. */
export const RELATED_ITEMS = 10;

/**
 * GET /api/item/{itemUserCode}/relation: up to ten other in-stock items from the item's parent category (its
 * siblings' items included), most viewed first.
 */
export function registerRelationRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getItemRelationContract, async ({ params }) => {
      const item = await db.selectFrom('items').select(['id', 'categoryId']).where('itemUserCode', '=', params.itemUserCode).executeTakeFirst();
      if (!item) throw apiError('ITEM_NOT_FOUND');
      const tree = await loadCategoryTree(db);
      const parentId = tree.byId.get(item.categoryId)?.parentCategoryId;
      const scope = parentId ? tree.byId.get(parentId) : undefined;
      const ids = scope ? descendantIds(scope) : [item.categoryId];
      const rows = await cardQuery(db)
        .where('items.categoryId', 'in', ids)
        .where('items.id', '<>', item.id)
        .where('items.soldOutFlag', '=', 'N')
        .where('items.stockQuantity', '>', 0)
        .orderBy('items.hits', 'desc')
        .orderBy('items.id')
        .limit(RELATED_ITEMS)
        .execute();
      const answer: RelatedItemsResponse = { list: await toItemCards(db, rows) };
      return answer;
  });
}
