import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { LoginInput, LoginResponse } from '@shop/contracts';

/**
 * `POST /api/auth/token` with `{ loginType: 'ROLE_USER', loginId, password }`. Never log the input.
 * @param api The transport.
 * @param input Login id and password.
 * @returns `{ token, code? }` (code: SLEEP_USER, PASSWORD_EXPIRED, TEMP_PASSWORD).
 */
export function login(api: ApiTransport, input: LoginInput): Promise<LoginResponse> {
  return callContract(api, 'POST /api/auth/token', { body: { loginType: 'ROLE_USER', loginId: input.loginId, password: input.password }, cache: 'no-store' });
}
