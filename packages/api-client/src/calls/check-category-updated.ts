import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

/**
 * `GET /api/category/updated-check?d=`: whether the tree changed after `d`.
 * @param api The transport.
 * @param d The `updatedDate` of the list held.
 * @returns `categoryUpdateFlag`.
 */
export async function checkCategoryUpdated(api: ApiTransport, d: string): Promise<boolean> {
  const answer = await callContract(api, 'GET /api/category/updated-check', { query: { d } });
  return answer.categoryUpdateFlag === true;
}
