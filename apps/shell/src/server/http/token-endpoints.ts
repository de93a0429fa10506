/** Token-issuing API calls are never proxied: the token must not reach page scripts (use /session/login). */
const TOKEN_ENDPOINTS = new Set(['/api/auth/token', '/api/auth/guest-token', '/api/auth/guest-token-sms', '/api/auth/sns-login', '/api/auth/sns-token', '/api/auth/sns-join']);

/**
 * Whether a normalised path (http/normalize-url.ts: the form the API routes) is a token-issuing endpoint the proxy
 * refuses.
 */
export function isTokenEndpoint(pathname: string): boolean {
  return TOKEN_ENDPOINTS.has(pathname);
}

/** The token endpoints (for tests and docs). */
export const TOKEN_ENDPOINT_PATHS: readonly string[] = [...TOKEN_ENDPOINTS];
