import { redirect } from '@shop/router';

/** Query flag of the login page: the session ended on the server (revoked or expired token). */
export const EXPIRED_PARAM = 'expired';

/** True for an API answer that says the token is missing, revoked or expired (401), whatever copy of ApiError threw it. */
export function isSessionExpiredError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { status, code } = error as Error & { status?: unknown; code?: unknown };
  return status === 401 && (code === 'INVALID_TOKEN' || code === 'UNAUTHORIZED');
}

/** Where a visitor whose session ended goes: the login page, which clears the dead session and comes back afterwards. */
export function expiredLoginTarget(url: URL): string {
  return `/auth/login?redirect=${encodeURIComponent(url.pathname + url.search)}&${EXPIRED_PARAM}=1`;
}

/**
 * Runs a remote's loader; a 401 of the API (a token revoked by a logout elsewhere, a password change, a closed
 * account, or simply expired) becomes a redirect to the login page instead of the remote's 503.
 */
export async function withSessionExpiry<T>(url: URL, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isSessionExpiredError(error)) throw redirect(expiredLoginTarget(url));
    throw error;
  }
}
