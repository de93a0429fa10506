/**
 * @shop/session/server: writing and reading the session cookies on the server (AES-GCM through WebCrypto).
 * Kept out of the main entry: '@shop/session' is a federation singleton that every browser downloads.
 */
export { SESSION_COOKIES, VISITOR_COOKIE_MAX_AGE } from './cookies/cookie-names.ts';
export { newVisitorId } from './cookies/visitor-id.ts';
export { parseCookieHeader, serializeCookie } from './cookies/cookie-header.ts';
export { decodeSessionCookies, encodeSessionCookies } from './cookies/session-cookies.ts';
export { assertKey, decryptValue, decryptWithKeys, encryptValue } from './crypto/cookie-cipher.ts';
