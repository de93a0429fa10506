import { DEMO_PASSWORD } from '../seed/data/members.ts';
import { json, type TestServer } from './test-server.ts';

/** Logs a demo member in through the API and returns the token answer. */
export async function loginAs(server: TestServer, loginId: string, headers: Record<string, string> = {}) {
  const response = await server.request('/api/auth/token', { method: 'POST', body: { loginType: 'ROLE_USER', loginId, password: DEMO_PASSWORD }, headers });
  return json<{ token: string; code?: string }>(response);
}
