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

/**
 * API calls no page script may make: the shell's own page-view batches and the API's new-visitor call (the shell
 * registers a new visitor at its first page). The proxy answers them 404, so no page script can post views or
 * visitors to the API. (`POST /api/visit/pv` of a client-side navigation is taken by the shell into its batches:
 * visits/page-view-call.ts.)
 */
const SERVER_ONLY_ENDPOINTS = new Set(['/api/visit/batch', '/api/visit/uv']);

/** Whether a normalised path is an API call only the shell makes, which the proxy does not forward. */
export function isServerOnlyEndpoint(pathname: string): boolean {
  return SERVER_ONLY_ENDPOINTS.has(pathname);
}

/** The server-only endpoints (for tests and docs). */
export const SERVER_ONLY_ENDPOINT_PATHS: readonly string[] = [...SERVER_ONLY_ENDPOINTS];
