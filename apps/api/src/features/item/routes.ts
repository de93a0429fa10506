import { getItemContract, getItemsContract } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerContract } from '../../http/register-contract.ts';
import { getItemDetail } from './detail-service.ts';
import { listItems } from './list-service.ts';

/** GET /api/item (list) and /api/item/{itemUserCode} (detail). */
export function registerItemRoutes(app: FastifyInstance, { db }: DatabaseHandle, cardOffered = true): void {
  registerContract(app, getItemsContract, ({ query }) => listItems(db, query));
  registerContract(app, getItemContract, ({ params }) => getItemDetail(db, params.itemUserCode, cardOffered));
}
