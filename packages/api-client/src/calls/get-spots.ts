import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { SpotPage } from '@shop/contracts';

/**
 * `GET /api/event/spot`: the time deals at the server's current time.
 * @param api The transport.
 * @param query `page` and `size` (20 by default).
 * @returns A page of deals plus the server time.
 */
export function getSpots(api: ApiTransport, query: { page?: number; size?: number } = {}): Promise<SpotPage> {
  return callContract(api, 'GET /api/event/spot', { query: { page: query.page, size: query.size } });
}
