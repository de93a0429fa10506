import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildSessionHeaders, callContract, createFetchTransport } from '@shop/api-client';
import type { ShellEnv } from '../../config/env.ts';
import { readSession, sessionSetCookies, toPublicSession } from '../session.ts';
import { sessionGuestLoginContract } from '@shop/contracts';
import { forwardedFor } from './to-web-request.ts';
import { readSessionInput, sendLoginFailure, sendSessionAnswer } from './login-answers.ts';

/**
 * POST /session/guest-login `{ orderCode, guestPassword }` or `{ userName, phoneNumber, requestToken }`: 비회원 주문조회,
 * by order number and order password (a token for that one order), or by name and phone verified by SMS code (a
 * token for every guest order of that name and phone; the request token is the API's SMS verification, used once).
 * The token goes into the httpOnly session cookie as a guest session (isGuest), never to the page. A refused lookup
 * is `200 { ok: false, status, code, message }` with the API's Korean message, like /session/login.
 */
export async function handleGuestLogin(req: IncomingMessage, res: ServerResponse, env: ShellEnv): Promise<void> {
  const input = await readSessionInput(sessionGuestLoginContract, req, res);
  if (!input) return;
  const { body } = input;
  const current = await readSession(req.headers.cookie, env.sessionSecrets);
  const api = createFetchTransport({ baseUrl: env.apiOrigin, headers: () => ({ ...buildSessionHeaders({ token: null, status: null }, current.salesonId), ...forwardedFor(req) }) });
  try {
    const answer = body.requestToken !== undefined
      ? await callContract(api, 'POST /api/auth/guest-token-sms', { body: { userName: body.userName.trim(), phoneNumber: body.phoneNumber, requestToken: body.requestToken }, cache: 'no-store' })
      : await callContract(api, 'POST /api/auth/guest-token', { body: { orderCode: body.orderCode.trim(), guestPassword: body.guestPassword } });
    const session = {
      ...current,
      token: answer.token,
      isGuest: true,
      status: null,
      user: { userId: 0, loginId: answer.orderCode, name: answer.name, email: '', loginType: 'ROLE_GUEST' },
    };
    sendSessionAnswer(res, sessionGuestLoginContract, { ok: true, session: toPublicSession(session) }, { 'set-cookie': await sessionSetCookies(session, env.sessionSecret, env.secureCookies) });
  } catch (error) {
    sendLoginFailure(res, error);
  }
}
