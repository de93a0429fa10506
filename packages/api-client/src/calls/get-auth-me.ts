import type { ApiTransport } from '../transport/types.ts';
import type { AuthMe } from '@shop/contracts';

/**
 * `GET /api/auth/auth-me`: the signed-in account (needs the bearer token).
 * @param api The transport.
 * @returns The account with its state flags.
 */
export function getAuthMe(api: ApiTransport): Promise<AuthMe> {
  return api<AuthMe>({ path: '/api/auth/auth-me', cache: 'no-store' });
}
