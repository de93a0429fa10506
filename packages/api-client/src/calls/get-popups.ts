import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { Popup } from '@shop/contracts';

/**
 * `GET /api/popup/list`: popups showing now.
 * @param api The transport.
 * @returns The popups.
 */
export async function getPopups(api: ApiTransport): Promise<Popup[]> {
  return (await callContract(api, 'GET /api/popup/list', {}))?.list ?? [];
}
