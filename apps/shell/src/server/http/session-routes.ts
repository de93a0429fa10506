import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, buildSessionHeaders, createFetchTransport, getAuthMe, login } from '@shop/api-client';
import type { ShellEnv } from '../../config/env.ts';
import { readSession, sessionSetCookies, toPublicSession } from '../session.ts';
import { shellError } from './error-table.ts';
import { readBody, sendJson } from './to-web-request.ts';

type LoginBody = { loginId?: unknown; password?: unknown };

/** POST /session/login: logs in through the API; the token goes into an httpOnly cookie, never to the page. */
export async function handleLogin(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  let body: LoginBody;
  try {
    body = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8') || '{}') as LoginBody;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new TypeError('login body is not an object');
  } catch {
    const refused = shellError('BAD_REQUEST');
    sendJson(res, refused.status, { ok: false, ...refused });
    return;
  }
  const loginId = typeof body.loginId === 'string' ? body.loginId.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const current = await readSession(req.headers.cookie, env.sessionSecret);
  const api = createFetchTransport({ baseUrl: env.apiOrigin, headers: () => ({
    ...buildSessionHeaders({ token: null, status: null }, current.salesonId),
    // The API throttles failed logins per address: it trusts this header from the shell only.
    ...(req.socket.remoteAddress ? { 'x-forwarded-for': req.socket.remoteAddress } : {}),
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
    if (error instanceof ApiError) {
      // A refused login is an answer, not a failure (C7): the page shows the API's Korean message.
      if (error.status >= 400 && error.status < 500) {
        sendJson(res, 200, { ok: false, status: error.status, code: error.code ?? null, message: error.message });
        return;
      }
      // The API is down or broken: the shopper gets the shell's Korean message, not the transport's English one.
      const failed = shellError('LOGIN_UNAVAILABLE');
      sendJson(res, failed.status, { ok: false, status: error.status, code: error.code ?? null, message: failed.message });
      return;
    }
    throw error;
  }
}
