import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { badRequest } from '../../http/errors.ts';
import { fromSeoulTimestamp } from '../../lib/dates.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { loadCategoryTree } from './service.ts';

const updatedCheckSchema = {
  querystring: { type: 'object', properties: { d: { type: 'string' } } },
} as const;

/** GET /api/category and /api/category/updated-check. */
export function registerCategoryRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  app.get('/api/category', async () => {
    const tree = await loadCategoryTree(db);
    return { list: tree.roots, updatedDate: tree.updatedDate };
  });

  app.get<{ Querystring: { d?: string } }>('/api/category/updated-check', { schema: updatedCheckSchema }, async (request) => {
    const { d } = request.query;
    if (d && !fromSeoulTimestamp(d)) throw badRequest(MESSAGES.category.invalidDate);
    const tree = await loadCategoryTree(db);
    return { categoryUpdateFlag: !d || tree.updatedDate > d };
  });
}
