import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildSessionHeaders, callContract, createFetchTransport } from '@shop/api-client';
import type { ShellEnv } from '../../config/env.ts';
import { readSession, sessionSetCookies, toPublicSession } from '../session.ts';
import { forwardedFor } from './to-web-request.ts';
import { sessionLoginContract } from '@shop/contracts';
import { readSessionInput, sendLoginFailure, sendSessionAnswer } from './login-answers.ts';

/** POST /session/login: logs in through the API; the token goes into an httpOnly cookie, never to the page. */
export async function handleLogin(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const input = await readSessionInput(sessionLoginContract, req, res);
  if (!input) return;
  const loginId = input.body.loginId.trim();
  const { password } = input.body;
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  const api = createFetchTransport({ baseUrl: env.apiOrigin, headers: () => ({
    ...buildSessionHeaders({ token: null, status: null }, current.salesonId),
    // The API throttles failed logins per address: it trusts this header from the shell only.
    ...forwardedFor(req),
  }) });
  try {
    const answer = await callContract(api, 'POST /api/auth/token', { body: { loginType: 'ROLE_USER', loginId, password }, cache: 'no-store' });
    const authed = createFetchTransport({ baseUrl: env.apiOrigin, headers: () => ({ Authorization: `Bearer ${answer.token}` }) });
    const me = await callContract(authed, 'GET /api/auth/auth-me', { cache: 'no-store' });
    const session = {
      ...current,
      token: answer.token,
      isGuest: me.loginType === 'ROLE_GUEST',
      status: answer.code ?? null,
      user: { userId: me.userId, loginId: me.loginId, name: me.name, email: me.email, loginType: me.loginType },
    };
    sendSessionAnswer(res, sessionLoginContract, { ok: true, session: toPublicSession(session) }, { 'set-cookie': await sessionSetCookies(session, env.sessionSecret, env.secureCookies) });
  } catch (error) {
    sendLoginFailure(res, error);
  }
}
