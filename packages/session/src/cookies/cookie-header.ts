/** Attributes of a `Set-Cookie` header. */
export type CookieOptions = {
  /** Seconds; 0 deletes the cookie. */
  maxAge?: number;
  expires?: Date;
  path?: string;
  domain?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
};

const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Parses a `Cookie` request header. The first occurrence of a name wins; quoted values are unquoted and
 * percent-decoded.
 * @param header The header value.
 * @returns Name → value.
 * @example parseCookieHeader('a=1; SALESONID=v') // { a: '1', SALESONID: 'v' }
 */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!NAME.test(name) || Object.hasOwn(cookies, name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies[name] = safeDecode(value);
  }
  return cookies;
}

/**
 * Serialises a `Set-Cookie` header value; the value is percent-encoded.
 * @param name Cookie name (a token).
 * @param value Cookie value.
 * @param options Attributes.
 * @returns The header value.
 * @example serializeCookie('SALESONID', 'v', { path: '/', maxAge: 60, sameSite: 'Lax' }) // 'SALESONID=v; Max-Age=60; Path=/; SameSite=Lax'
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!NAME.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}
