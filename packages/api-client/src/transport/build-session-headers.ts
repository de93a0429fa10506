/** The parts of a session that decide the request headers. */
export type SessionHeaderInput = { token: string | null | undefined; status: string | null | undefined };

/**
 * Request headers for a session (spec section 6): `Authorization: Bearer <token>` only when a token exists and
 * the account status is empty; `SALESONID` whenever a visitor id exists.
 * @param session Token and account status.
 * @param salesonId Visitor id.
 * @returns Headers to add to an API request.
 * @example buildSessionHeaders({ token: 't', status: null }, 'v') // { Authorization: 'Bearer t', SALESONID: 'v' }
 */
export function buildSessionHeaders(session: SessionHeaderInput, salesonId: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (session.token && !session.status) headers.Authorization = `Bearer ${session.token}`;
  if (salesonId) headers.SALESONID = salesonId;
  return headers;
}
