import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

/**
 * `GET /api/auth/saleson-id`: a new visitor id (UUID v4). Never cached.
 * @param api The transport.
 * @returns The visitor id.
 */
export async function getSalesonId(api: ApiTransport): Promise<string> {
  const id = await callContract(api, 'GET /api/auth/saleson-id', { cache: 'no-store' });
  if (typeof id !== 'string' || id === '') throw new TypeError('GET /api/auth/saleson-id did not answer a visitor id string');
  return id;
}
