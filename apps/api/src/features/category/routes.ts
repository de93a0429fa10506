import { checkCategoryUpdatedContract, getCategoriesContract } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { fromSeoulTimestamp } from '../../lib/dates.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { loadCategoryTree } from './service.ts';

/** GET /api/category and /api/category/updated-check. */
export function registerCategoryRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getCategoriesContract, async () => {
    const tree = await loadCategoryTree(db);
    return { list: tree.roots, updatedDate: tree.updatedDate };
  });

  registerContract(app, checkCategoryUpdatedContract, async ({ query: { d } }) => {
    if (d && !fromSeoulTimestamp(d)) throw apiError('BAD_REQUEST', MESSAGES.category.invalidDate);
    const tree = await loadCategoryTree(db);
    return { categoryUpdateFlag: !d || tree.updatedDate > d };
  });
}
