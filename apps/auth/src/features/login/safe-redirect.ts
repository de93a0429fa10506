const FALLBACK = '/';

const isControlCharacter = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/**
 * Where to go after login: the `redirect` query value when it is a same-site path (starts with one `/`,
 * not `//` nor `/\`, no control characters), otherwise `/`. Prevents open redirects to other origins.
 * @example safeRedirectTarget('/mypage?tab=1') // '/mypage?tab=1'
 * @example safeRedirectTarget('//evil.example') // '/'
 * @example safeRedirectTarget('/search?query=린넨') // '/search?query=%EB%A6%B0%EB%84%A8'
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/')) return FALLBACK;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return FALLBACK;
  if ([...raw].some(isControlCharacter)) return FALLBACK;
  // Any script as a return target: a redirect's Location (server or browser) carries ASCII only, so the rest is
  // percent-encoded as UTF-8 (a lone surrogate cannot be, and sends the visitor home).
  try {
    return raw.replace(/[^\x21-\x7e]/gu, encodeURIComponent);
  } catch {
    return FALLBACK;
  }
}
