// One safe-link rule for every stored or returned link (notices, banners, menus, popups, events, return targets):
// an internal path starts with a single '/' (never '//' nor '/\', which browsers resolve to another host), an
// external link is http(s) with a host. No white space or control characters anywhere: browsers drop tabs and line
// breaks inside a URL ('/\t/evil.example' becomes '//evil.example'), and a backslash reads as a slash.

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;

/**
 * A path of this site: one leading '/', then anything but a second '/' or '\' first; no blanks, controls or backslashes.
 * @param value Candidate.
 * @returns True for a same-site path.
 * @example isInternalPath('/mypage?tab=1') // true
 * @example isInternalPath('/\\evil.example') // false
 */
export function isInternalPath(value: string): boolean {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARS.test(value);
}

/**
 * An internal path (isInternalPath) or an absolute http(s) URL with a host and no credentials.
 * @param value Candidate.
 * @returns True when the link may be stored and rendered.
 * @example isSafeLink('https://example.com/a') // true
 * @example isSafeLink('javascript:alert(1)') // false
 */
export function isSafeLink(value: string): boolean {
  if (typeof value !== 'string') return false;
  if (isInternalPath(value)) return true;
  if (!/^https?:\/\/[^/?#]/i.test(value) || UNSAFE_CHARS.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The link when safe (isSafeLink), else `fallback`: for links read from storage on their way out.
 * @param value Stored link.
 * @param fallback What an unsafe link becomes ('' by default: no link).
 * @returns A safe link.
 * @example safeLink('/\\evil.example') // ''
 */
export function safeLink(value: string, fallback = ''): string {
  return isSafeLink(value) ? value : fallback;
}

/**
 * A return target (after sign-in and the like): the path when it is internal (isInternalPath), else `fallback`.
 * @param value The requested target (a query value; null when absent).
 * @param fallback Where to go otherwise.
 * @returns A same-site path.
 * @example safeReturnPath('//evil.example') // '/'
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  return typeof value === 'string' && isInternalPath(value) ? value : fallback;
}
