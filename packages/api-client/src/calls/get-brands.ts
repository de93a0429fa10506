import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { Brand, BrandItemsResponse, CardListQuery } from '@shop/contracts';
import { cardListParams } from './card-list-query.ts';

/**
 * `GET /api/brand`: every brand with items, in display order.
 * @param api The transport.
 * @returns The brands.
 */
export async function getBrands(api: ApiTransport): Promise<Brand[]> {
  return (await callContract(api, 'GET /api/brand', {})).list;
}

/**
 * `GET /api/brand/main`: the brands of the home page.
 * @param api The transport.
 * @returns The brands, in order.
 */
export async function getMainBrands(api: ApiTransport): Promise<Brand[]> {
  return (await callContract(api, 'GET /api/brand/main', {})).list;
}

/**
 * `GET /api/brand/{id}`; an unknown brand is a 404.
 * @param api The transport.
 * @param id The brand id.
 * @returns The brand.
 */
export function getBrand(api: ApiTransport, id: number): Promise<Brand> {
  return callContract(api, 'GET /api/brand/:id', { params: { id } });
}

/**
 * `GET /api/brand/{id}/items`: a sorted page of the brand's items; an unknown brand is a 404.
 * @param api The transport.
 * @param id The brand id.
 * @param query Sort, page and size (24 by default).
 * @returns The page plus the brand.
 */
export function getBrandItems(api: ApiTransport, id: number, query: CardListQuery = {}): Promise<BrandItemsResponse> {
  return callContract(api, 'GET /api/brand/:id/items', { params: { id }, query: cardListParams(query) });
}
