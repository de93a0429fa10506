import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildSessionHeaders, createFetchTransport, getAuthMe, login } from '@shop/api-client';
import type { ShellEnv } from '../../config/env.ts';
import { readSession, sessionSetCookies, toPublicSession } from '../session.ts';
import { forwardedFor, sendJson } from './to-web-request.ts';
import { readLoginBody, sendLoginFailure } from './login-answers.ts';

type LoginBody = { loginId?: unknown; password?: unknown };

/** POST /session/login: logs in through the API; the token goes into an httpOnly cookie, never to the page. */
export async function handleLogin(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const body: LoginBody | undefined = await readLoginBody(req, res);
  if (!body) return;
  const loginId = typeof body.loginId === 'string' ? body.loginId.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  const api = createFetchTransport({ baseUrl: env.apiOrigin, headers: () => ({
    ...buildSessionHeaders({ token: null, status: null }, current.salesonId),
    // The API throttles failed logins per address: it trusts this header from the shell only.
    ...forwardedFor(req),
  }) });
  try {
    const answer = await login(api, { loginId, password });
    const authed = createFetchTransport({ baseUrl: env.apiOrigin, headers: () => ({ Authorization: `Bearer ${answer.token}` }) });
    const me = await getAuthMe(authed);
    const session = {
      ...current,
      token: answer.token,
      isGuest: me.loginType === 'ROLE_GUEST',
      status: answer.code ?? null,
      user: { userId: me.userId, loginId: me.loginId, name: me.name, email: me.email, loginType: me.loginType },
    };
    sendJson(res, 200, { ok: true, session: toPublicSession(session) }, { 'set-cookie': await sessionSetCookies(session, env.sessionSecret, env.secureCookies) });
  } catch (error) {
    sendLoginFailure(res, error);
  }
}
