import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, buildSessionHeaders, createFetchTransport, getGuestToken } from '@shop/api-client';
import type { ShellEnv } from '../../config/env.ts';
import { readSession, sessionSetCookies, toPublicSession } from '../session.ts';
import { shellError } from './error-table.ts';
import { readBody, sendJson } from './to-web-request.ts';

type GuestLoginBody = { orderCode?: unknown; guestPassword?: unknown };

/**
 * POST /session/guest-login `{ orderCode, guestPassword }`: 비회원 주문조회. The API answers a token for that one
 * order; it goes into the httpOnly session cookie as a guest session (isGuest), never to the page. A refused lookup
 * is `200 { ok: false, status, code, message }` with the API's Korean message, like /session/login.
 */
export async function handleGuestLogin(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  let body: GuestLoginBody;
  try {
    body = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8') || '{}') as GuestLoginBody;
  } catch {
    const refused = shellError('BAD_REQUEST');
    sendJson(res, refused.status, { ok: false, ...refused });
    return;
  }
  const orderCode = typeof body.orderCode === 'string' ? body.orderCode.trim() : '';
  const guestPassword = typeof body.guestPassword === 'string' ? body.guestPassword : '';
  const current = await readSession(req.headers.cookie, env.sessionSecret);
  const api = createFetchTransport({ baseUrl: env.apiOrigin, headers: () => buildSessionHeaders({ token: null, status: null }, current.salesonId) });
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
    if (error instanceof ApiError) {
      if (error.status >= 400 && error.status < 500) {
        sendJson(res, 200, { ok: false, status: error.status, code: error.code ?? null, message: error.message });
        return;
      }
      const failed = shellError('LOGIN_UNAVAILABLE');
      sendJson(res, failed.status, { ok: false, status: error.status, code: error.code ?? null, message: failed.message });
      return;
    }
    throw error;
  }
}
