import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildSessionHeaders, createFetchTransport, getGuestToken } from '@shop/api-client';
import type { ShellEnv } from '../../config/env.ts';
import { readSession, sessionSetCookies, toPublicSession } from '../session.ts';
import { forwardedFor, sendJson } from './to-web-request.ts';
import { readLoginBody, sendLoginFailure } from './login-answers.ts';

type GuestLoginBody = { orderCode?: unknown; guestPassword?: unknown };

/**
 * POST /session/guest-login `{ orderCode, guestPassword }`: 비회원 주문조회. The API answers a token for that one
 * order; it goes into the httpOnly session cookie as a guest session (isGuest), never to the page. A refused lookup
 * is `200 { ok: false, status, code, message }` with the API's Korean message, like /session/login.
 */
export async function handleGuestLogin(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const body: GuestLoginBody | undefined = await readLoginBody(req, res);
  if (!body) return;
  const orderCode = typeof body.orderCode === 'string' ? body.orderCode.trim() : '';
  const guestPassword = typeof body.guestPassword === 'string' ? body.guestPassword : '';
  const current = await readSession(req.headers.cookie, env.sessionSecret);
  const api = createFetchTransport({ baseUrl: env.apiOrigin, headers: () => ({ ...buildSessionHeaders({ token: null, status: null }, current.salesonId), ...forwardedFor(req) }) });
  try {
    const answer = await getGuestToken(api, { orderCode, guestPassword });
    const session = {
      ...current,
      token: answer.token,
      isGuest: true,
      status: null,
      user: { userId: 0, loginId: answer.orderCode, name: answer.name, email: '', loginType: 'ROLE_GUEST' },
    };
    sendJson(res, 200, { ok: true, session: toPublicSession(session) }, { 'set-cookie': await sessionSetCookies(session, env.sessionSecret, env.secureCookies) });
  } catch (error) {
    sendLoginFailure(res, error);
  }
}
