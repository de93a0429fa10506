import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { CategoryListResponse } from '@shop/contracts';

/**
 * `GET /api/category`: the category tree (uncached; see `createCatalogCache`).
 * @param api The transport.
 * @returns `{ list, updatedDate }`.
 */
export function getCategories(api: ApiTransport): Promise<CategoryListResponse> {
  return callContract(api, 'GET /api/category', {});
}
