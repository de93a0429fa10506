import { createFetchTransport, getUserMessage } from '@shop/api-client';
import type { ApiTransport } from '@shop/api-client';
import type { PublicSession, SessionUser } from '@shop/session';

/** What the login form sends. The password is never stored or logged. */
export type LoginFormValues = { loginId: string; password: string };

/** The shell's answer to `POST /session/login` (both the current `{ session }` and the documented `{ user, status }`). */
type SessionLoginAnswer =
  | { ok?: true; session?: PublicSession; user?: SessionUser | null; status?: string | null }
  | { ok: false; status: number; code: string | null; message: string }
  | null
  | undefined;

/** Result of a login attempt: the signed-in user, or the Korean message to show in the form. */
export type LoginResult = { ok: true; user: SessionUser | null; status: string | null; isGuest: boolean } | { ok: false; message: string };

/** Same-origin transport of the browser: the shell's `/session/*` endpoints and its `/api/*` proxy. */
export const sameOriginApi = createFetchTransport({ baseUrl: '' });

/**
 * Posts the credentials to the shell's `/session/login`. The token stays in the shell's httpOnly cookie; the
 * page only learns the public session. Failures come back as data with the API's Korean message.
 * @param values Login id and password.
 * @param api Transport to use (same-origin by default).
 * @returns The result.
 */
export async function submitLogin(values: LoginFormValues, api: ApiTransport = sameOriginApi): Promise<LoginResult> {
  try {
    const answer = await api<SessionLoginAnswer>({
      method: 'POST',
      path: '/session/login',
      body: { loginId: values.loginId.trim(), password: values.password },
      cache: 'no-store',
    });
    if (answer?.ok === false) return { ok: false, message: answer.message };
    const session = answer?.session;
    return {
      ok: true,
      user: session?.user ?? answer?.user ?? null,
      status: session?.status ?? (typeof answer?.status === 'string' ? answer.status : null),
      isGuest: session?.isGuest ?? false,
    };
  } catch (error) {
    return { ok: false, message: getUserMessage(error) };
  }
}
