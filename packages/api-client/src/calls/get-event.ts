import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { EventDetail } from '@shop/contracts';

/**
 * `GET /api/event/{id}`: one event with its grouped item lists. Rejects with a 404 `ApiError` for an unknown id.
 * @param api The transport.
 * @param id The event id.
 * @returns The event.
 */
export function getEvent(api: ApiTransport, id: number): Promise<EventDetail> {
  return callContract(api, 'GET /api/event/:id', { params: { id } });
}
