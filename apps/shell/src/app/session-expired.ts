import type { API_ERRORS } from '@shop/contracts/errors';
import { redirect } from '@shop/router';

/** Query flag of the login page: the session ended on the server (revoked or expired token). */
export const EXPIRED_PARAM = 'expired';

/** The API's codes of a missing, revoked or expired token (checked against its error vocabulary). */
const SESSION_ENDED_CODES = ['INVALID_TOKEN', 'UNAUTHORIZED'] as const satisfies readonly (keyof typeof API_ERRORS)[];

/** True for an API answer that says the token is missing, revoked or expired (401), whatever copy of ApiError threw it. */
export function isSessionExpiredError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { status, code } = error as Error & { status?: unknown; code?: unknown };
  return status === 401 && (SESSION_ENDED_CODES as readonly unknown[]).includes(code);
}


/** The shell endpoint that drops a dead session's cookies and sends the visitor on to `expiredLoginTarget`. */
export const SESSION_EXPIRED_PATH = '/session/expired';

/** The login page for a visitor whose session ended, coming back to `returnTo` afterwards. */
export function expiredLoginTarget(returnTo: string): string {
  return `/auth/login?redirect=${encodeURIComponent(returnTo)}&${EXPIRED_PARAM}=1`;
}

/** Where a loader that met a dead session sends the browser: the shell's endpoint, by a full document load. */
export function sessionExpiredTarget(url: URL): string {
  return `${SESSION_EXPIRED_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * Runs a remote's loader; a 401 of the API (a token revoked by a logout elsewhere, a password change, a closed
 * account, or simply expired) becomes a redirect to the login page (through `/session/expired`, which clears the
 * dead cookies) instead of the remote's 503.
 */
export async function withSessionExpiry<T>(url: URL, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // A document load (react-router's reload-document redirect), so the shell can drop the cookies on the way.
    if (isSessionExpiredError(error)) throw redirect(sessionExpiredTarget(url), { headers: { 'X-Remix-Reload-Document': 'true' } });
    throw error;
  }
}
