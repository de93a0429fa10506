import type { RelatedItemsResponse } from '@shop/api-client';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { notFound } from '../../http/errors.ts';
import { MESSAGES } from '../../messages/ko.ts';
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
  app.get<{ Params: { itemUserCode: string } }>(
    '/api/item/:itemUserCode/relation',
    { schema: { params: { type: 'object', required: ['itemUserCode'], properties: { itemUserCode: { type: 'string', minLength: 1, maxLength: 50 } } } } },
    async (request) => {
      const item = await db.selectFrom('items').select(['id', 'categoryId']).where('itemUserCode', '=', request.params.itemUserCode).executeTakeFirst();
      if (!item) throw notFound(MESSAGES.item.notFound, 'ITEM_NOT_FOUND');
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
    },
  );
}
