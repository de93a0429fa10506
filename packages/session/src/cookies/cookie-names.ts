/** Cookie names of the session (contracts: token httpOnly, status and user AES-GCM encrypted). */
export const SESSION_COOKIES = {
  /** Bearer token, httpOnly, plain. */
  token: 'shop_token',
  /** Account status, encrypted JSON. */
  status: 'shop_status',
  /** Signed-in user, encrypted JSON. */
  user: 'shop_user',
  /** Visitor id, readable, kept 365 days. */
  visitor: 'SALESONID',
} as const;

/** Visitor cookie lifetime in seconds (365 days, spec section 9). */
export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
