import { getSellerItemsContract, type Seller, type SellerItemsResponse } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { listCards, listQuery, type CardListQuery } from '../display/card-page.ts';

/** A seller's public details (the item page's 판매자 정보); an unknown seller is a 404. */
async function getSeller(db: Kysely<Database>, id: number): Promise<Seller> {
  const row = await db
    .selectFrom('sellers')
    .select(['id', 'name', 'representativeName', 'businessNumber', 'businessLocation', 'deliveryCompanyName'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw apiError('SELLER_NOT_FOUND');
  return row;
}

/** GET /api/seller/{id}/items: a sorted page of the seller's items, with the seller. */
export async function sellerItems(db: Kysely<Database>, id: number, query: CardListQuery): Promise<SellerItemsResponse> {
  const seller = await getSeller(db, id);
  return { ...(await listCards(db, query, (eb) => eb('items.sellerId', '=', id))), seller };
}

/** GET /api/seller/{id}/items: a seller's shop (판매자 상품 모아보기). */
export function registerSellerRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getSellerItemsContract, ({ params, query }) => sellerItems(db, params.id, listQuery(query)));
}
