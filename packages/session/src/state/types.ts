/** The signed-in account as the session keeps it (from auth-me; no password, no token). */
export type SessionUser = {
  userId: number;
  loginId: string;
  name: string;
  email: string;
  /** `ROLE_USER` for members, `ROLE_GUEST` for guest-order lookups. */
  loginType: string;
};

/**
 * Auth state (spec section 3). On the server `token` holds the bearer token. In the browser the token is an
 * httpOnly cookie and never reaches page scripts: there `token` is null and `loggedIn` marks that one exists.
 */
export type SessionState = {
  token: string | null;
  isGuest: boolean;
  /** Account status (dormant, password expired, …); null or '' when none. */
  status: string | null;
  user: SessionUser | null;
  /** Visitor id (`SALESONID`). */
  salesonId: string | null;
  /** Browser marker: a token exists but is withheld from page scripts. */
  loggedIn?: boolean;
};

/** The session as serialised into the page for hydration: never the token. */
export type PublicSession = {
  /** A member is signed in (token present and not a guest). */
  isLoggedIn: boolean;
  isGuest: boolean;
  status: string | null;
  user: SessionUser | null;
  salesonId: string | null;
};
