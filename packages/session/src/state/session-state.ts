import type { PublicSession, SessionState, SessionUser } from './types.ts';

/** The session of a first-time visitor. */
export const EMPTY_SESSION: SessionState = { token: null, isGuest: false, status: null, user: null, salesonId: null };

/**
 * Stores a token and sets the guest flag (spec section 4: setting a token sets isGuest).
 * @param state Current session.
 * @param token Bearer token.
 * @param isGuest True for a guest-order token.
 * @returns The next session.
 */
export function setToken(state: SessionState, token: string, isGuest = false): SessionState {
  return { ...state, token, isGuest, loggedIn: undefined };
}

/**
 * Browser side of a login: the token stays in its httpOnly cookie, the store only learns that one exists.
 * @param state Current session.
 * @param login The user and status answered by the shell's `/session/login`, and the guest flag.
 * @returns The next session (token null, `loggedIn` true).
 */
export function markLoggedIn(state: SessionState, login: { user: SessionUser | null; status: string | null; isGuest?: boolean }): SessionState {
  return { ...state, token: null, loggedIn: true, isGuest: login.isGuest ?? false, user: login.user, status: login.status };
}

/**
 * Sets the signed-in user.
 * @param state Current session.
 * @param user The user or null.
 * @returns The next session.
 */
export function setUser(state: SessionState, user: SessionUser | null): SessionState {
  return { ...state, user };
}

/**
 * Sets the account status (null or '' when none).
 * @param state Current session.
 * @param status The status.
 * @returns The next session.
 */
export function setStatus(state: SessionState, status: string | null): SessionState {
  return { ...state, status };
}

/**
 * Sets the visitor id.
 * @param state Current session.
 * @param salesonId The visitor id.
 * @returns The next session.
 */
export function setSalesonId(state: SessionState, salesonId: string | null): SessionState {
  return { ...state, salesonId };
}

/**
 * Removes token, status, user and the guest flag; keeps the visitor id (spec section 4).
 * @param state Current session.
 * @returns The cleared session.
 */
export function clearSession(state: SessionState): SessionState {
  return { ...EMPTY_SESSION, salesonId: state.salesonId };
}

function hasToken(state: SessionState): boolean {
  return (typeof state.token === 'string' && state.token !== '') || state.loggedIn === true;
}

/**
 * Logged in means a token exists and not a guest. Works on the server state, the browser state (token withheld,
 * `loggedIn` marker) and the serialised `PublicSession`.
 * @param state Any form of the session.
 * @returns True for a signed-in member.
 * @example isLoggedIn(setToken(EMPTY_SESSION, 't')) // true
 */
export function isLoggedIn(state: SessionState | PublicSession): boolean {
  if ('isLoggedIn' in state) return state.isLoggedIn === true && !state.isGuest;
  return hasToken(state) && !state.isGuest;
}

/**
 * Whether a guest-order token exists (guard `auth-guest`).
 * @param state Any form of the session.
 * @returns True for a guest with a token.
 */
export function isGuestSession(state: SessionState | PublicSession): boolean {
  if ('isLoggedIn' in state) return state.isGuest;
  return hasToken(state) && state.isGuest;
}

/**
 * The session as embedded in the page: everything but the token.
 * @param state The server session.
 * @returns The public form.
 */
export function toPublicSession(state: SessionState): PublicSession {
  const tokenExists = hasToken(state);
  return {
    isLoggedIn: tokenExists && !state.isGuest,
    isGuest: tokenExists && state.isGuest,
    status: state.status,
    user: state.user,
    salesonId: state.salesonId,
  };
}

/**
 * The browser store's session from the embedded public form (token null, `loggedIn` marker).
 * @param session The public session.
 * @returns The browser session state.
 */
export function fromPublicSession(session: PublicSession): SessionState {
  const tokenExists = session.isLoggedIn || session.isGuest;
  return { token: null, loggedIn: tokenExists || undefined, isGuest: session.isGuest, status: session.status, user: session.user, salesonId: session.salesonId };
}
