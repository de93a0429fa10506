import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { Popup } from '@shop/contracts';

/**
 * `GET /api/popup/{id}`: one popup showing now; rejects with a 404 `ApiError` otherwise.
 * @param api The transport.
 * @param id The popup id.
 * @returns The popup.
 */
export function getPopup(api: ApiTransport, id: number): Promise<Popup> {
  return callContract(api, 'GET /api/popup/:id', { params: { id } });
}
