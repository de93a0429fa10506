/**
 * Escapes the API's router (find-my-way) leaves encoded when it routes a path (`decodeURI`'s reserved characters and
 * `%`): decoded, `%2F` would become a separator and `%3F` the start of a query. Kept as escapes here too.
 */
const KEEP_ENCODED = new Set([0x23, 0x24, 0x25, 0x26, 0x2b, 0x2c, 0x2f, 0x3a, 0x3b, 0x3d, 0x3f, 0x40]);

/** Characters a path segment carries as they are (RFC 3986 pchar); anything else is percent-encoded. */
const PCHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;

/** A path `normalizePath` would give back unchanged: '/', or segments of pchar only, none empty, '.' or '..'. */
const CANONICAL_PATH = /^(?:\/|(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]+)+)$/;

/** A query `canonicalQuery` would give back unchanged: printable ASCII only, no '#'. */
const CANONICAL_QUERY = /^[\x21-\x22\x24-\x7e]*$/;

/** Where a request whose path cannot be read (a broken escape, bytes that are not UTF-8) is routed: a 400. */
export const MALFORMED_PATH = '/__malformed';

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** One segment, decoded once and re-encoded in the one canonical form; null when it is not readable. */
function canonicalSegment(raw: string): string | null {
  let out = '';
  let bytes: number[] = [];
  const flush = (): boolean => {
    if (!bytes.length) return true;
    let text: string;
    try {
      text = utf8.decode(Uint8Array.from(bytes));
    } catch {
      return false;
    }
    bytes = [];
    for (const char of text) out += PCHAR.test(char) ? char : [...Buffer.from(char)].map(hex).join('');
    return true;
  };
  for (let i = 0; i < raw.length; i += 1) {
    const code = raw.charCodeAt(i);
    if (code === 0x25) {
      const byte = /^[0-9A-Fa-f]{2}$/.test(raw.slice(i + 1, i + 3)) ? Number.parseInt(raw.slice(i + 1, i + 3), 16) : -1;
      if (byte < 0) return null;
      i += 2;
      if (KEEP_ENCODED.has(byte)) {
        if (!flush()) return null;
        out += hex(byte);
      } else bytes.push(byte);
    } else if (code > 0xff) {
      bytes.push(...Buffer.from(raw[i]!));
    } else {
      // Node hands over the request line's bytes one char each (latin1): a raw UTF-8 path arrives byte by byte.
      bytes.push(code);
    }
  }
  return flush() ? out : null;
}

/**
 * A request path in the one form every rule of the shell sees and the API routes: escapes decoded once (except those
 * the API's router keeps, such as `%2F`), re-encoded canonically (upper-case hex, non-ASCII as UTF-8 escapes), dot
 * segments resolved, duplicate and trailing slashes dropped. Null for a path that cannot be read.
 * @example normalizePath('/api/auth/%74oken/') // '/api/auth/token'
 * @example normalizePath('/api//x/./y/../auth/token') // '/api/x/auth/token'
 * @example normalizePath('/search/%eb%a6%b0') // '/search/%EB%A6%B0'
 */
export function normalizePath(raw: string): string | null {
  // Most paths are already in that form: no escape, no byte outside pchar, no empty, dot or trailing segment.
  if (CANONICAL_PATH.test(raw)) return raw;
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    const segment = canonicalSegment(part);
    if (segment === null) return null;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The query as received, with any raw byte outside printable ASCII percent-encoded (it is never decoded here). */
function canonicalQuery(query: string): string {
  if (CANONICAL_QUERY.test(query)) return query;
  let out = '';
  for (let i = 0; i < query.length; i += 1) {
    const code = query.charCodeAt(i);
    if (code > 0x20 && code < 0x7f && code !== 0x23) out += query[i];
    else if (code > 0xff) out += [...Buffer.from(query[i]!)].map(hex).join('');
    else out += hex(code);
  }
  return out;
}

/**
 * A request URL (path and query) with its path normalised (`normalizePath`), for Fastify's `rewriteUrl`: the router,
 * the guards, the token endpoints' refusal, the page cache key and the proxy all see this one URL. An unreadable path
 * becomes `MALFORMED_PATH`.
 * @example normalizeRequestUrl('/api/auth/guest-token/?a=1') // '/api/auth/guest-token?a=1'
 */
export function normalizeRequestUrl(url: string): string {
  const q = url.indexOf('?');
  const path = normalizePath(q === -1 ? url : url.slice(0, q));
  if (path === null) return MALFORMED_PATH;
  return q === -1 ? path : `${path}?${canonicalQuery(url.slice(q + 1))}`;
}

/** Path and query of a request URL already normalised by the server's rewriteUrl (`normalizeRequestUrl`). */
export function splitUrl(url: string): { pathname: string; search: string } {
  const q = url.indexOf('?');
  return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) };
}
