/**
 * @shop/session/server: writing and reading the session cookies on the server (AES-GCM through WebCrypto).
 * Kept out of the main entry: '@shop/session' is a federation singleton that every browser downloads.
 */
export { SESSION_COOKIES, VISITOR_COOKIE_MAX_AGE } from './cookies/cookie-names.ts';
export type { CookieOptions } from './cookies/cookie-header.ts';
export { parseCookieHeader, serializeCookie } from './cookies/cookie-header.ts';
export type { EncodedSessionCookies } from './cookies/session-cookies.ts';
export { decodeSessionCookies, encodeSessionCookies } from './cookies/session-cookies.ts';
export { assertKey, decryptValue, decryptWithKeys, encryptValue, IV_BYTES, TAG_BYTES } from './crypto/cookie-cipher.ts';
export { SESSION_MESSAGES } from './messages/ko.ts';
