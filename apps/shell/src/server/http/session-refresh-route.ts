import type { IncomingMessage, ServerResponse } from 'node:http';
import { callContract, createFetchTransport, isApiError } from '@shop/api-client';
import { sessionRefreshMemberContract } from '@shop/contracts';
import type { SessionState } from '@shop/session';
import type { ShellEnv } from '../../config/env.ts';
import { BUSINESS_APPLY_PATH } from '../../config/status-redirects.ts';
import { loginRedirectTarget } from '../../app/guards.ts';
import { readSession, sessionSetCookies } from '../session.ts';
import { asciiLocation, safeLocationTarget } from './location.ts';
import { redirectOf } from './login-answers.ts';

/**
 * GET /session/refresh-member?redirect=<path>: the business area asked for a business member and the session's copy of
 * the member says otherwise. The member may have been approved since signing in, so the shell reads the member again
 * (auth-me), keeps the fresh copy in the session cookies, and sends a business member back to `redirect`, anyone else
 * to the business application page. A dead token goes to login.
 */
export async function handleRefreshMember(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const returnTo = safeLocationTarget(redirectOf(req, sessionRefreshMemberContract));
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  const go = (location: string, cookies?: string[]): void => {
    res.writeHead(303, { location: asciiLocation(location), 'cache-control': 'no-store', ...(cookies ? { 'set-cookie': cookies } : {}) }).end();
  };
  if (!current.token || current.isGuest) return go(loginRedirectTarget(new URL(returnTo, 'http://shell')));
  try {
    const api = createFetchTransport({ baseUrl: env.apiOrigin, headers: () => ({ Authorization: `Bearer ${current.token}` }) });
    const me = await callContract(api, 'GET /api/auth/auth-me', { cache: 'no-store' });
    const session: SessionState = { ...current, user: { userId: me.userId, loginId: me.loginId, name: me.name, email: me.email, loginType: me.loginType } };
    const cookies = await sessionSetCookies(session, env.sessionSecret, env.secureCookies);
    return go(me.loginType === 'ROLE_BUSINESS' ? returnTo : BUSINESS_APPLY_PATH, cookies);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return go(loginRedirectTarget(new URL(returnTo, 'http://shell')));
    throw error;
  }
}
