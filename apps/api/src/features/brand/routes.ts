import { getBrandContract, getBrandItemsContract, getBrandsContract, getMainBrandsContract } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerContract } from '../../http/register-contract.ts';
import { listQuery } from '../display/card-page.ts';
import { brandItems, getBrand, listBrands, mainBrands } from './brand-service.ts';

/** GET /api/brand, /api/brand/main, /api/brand/{id} and /api/brand/{id}/items. */
export function registerBrandRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getBrandsContract, () => listBrands(db));
  registerContract(app, getMainBrandsContract, () => mainBrands(db));
  registerContract(app, getBrandContract, ({ params }) => getBrand(db, params.id));
  registerContract(app, getBrandItemsContract, ({ params, query }) => brandItems(db, params.id, listQuery(query)));
}
