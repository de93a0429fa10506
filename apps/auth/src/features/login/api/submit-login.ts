import { callContract, createFetchTransport, DEFAULT_ERROR_MESSAGE, getUserMessage } from '@shop/api-client';
import type { ApiTransport } from '@shop/api-client';
import type { SessionUser } from '@shop/session';

/** What the login form sends. The password is never stored or logged. */
export type LoginFormValues = { loginId: string; password: string };

/** Result of a login attempt: the signed-in user, or the Korean message to show in the form. */
export type LoginResult = { ok: true; user: SessionUser | null; status: string | null; isGuest: boolean } | { ok: false; message: string };

/** Same-origin transport of the browser: the shell's `/session/*` endpoints and its `/api/*` proxy. */
export const sameOriginApi = createFetchTransport({ baseUrl: '' });

/**
 * Posts the credentials to the shell's `/session/login`. The token stays in the shell's httpOnly cookie; the
 * page only learns the public session. A refused login (and any failure) comes back as data with the API's
 * Korean message.
 * @param values Login id and password.
 * @param api Transport to use (same-origin by default).
 * @returns The result.
 */
export async function submitLogin(values: LoginFormValues, api: ApiTransport = sameOriginApi): Promise<LoginResult> {
  try {
    const answer = await callContract(api, 'POST /session/login', { body: { loginId: values.loginId.trim(), password: values.password }, cache: 'no-store' });
    if (answer.ok) return { ok: true, user: answer.session.user, status: answer.session.status, isGuest: answer.session.isGuest };
    return { ok: false, message: answer.message || DEFAULT_ERROR_MESSAGE };
  } catch (error) {
    return { ok: false, message: getUserMessage(error) };
  }
}
