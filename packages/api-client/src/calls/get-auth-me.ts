import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { AuthMe } from '@shop/contracts';

/**
 * `GET /api/auth/auth-me`: the signed-in account (needs the bearer token).
 * @param api The transport.
 * @returns The account with its state flags.
 */
export function getAuthMe(api: ApiTransport): Promise<AuthMe> {
  return callContract(api, 'GET /api/auth/auth-me', { cache: 'no-store' });
}
