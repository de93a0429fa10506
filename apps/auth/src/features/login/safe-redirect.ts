import { safeReturnPath } from '@shop/validators';

const FALLBACK = '/';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Where to go after login: the `redirect` query value when it is a same-site path, otherwise `/`. Control
 * characters (which browsers strip before resolving) send the visitor home; any other script, and spaces (a search
 * for "린넨 셔츠"), are percent-encoded as UTF-8 first, because a redirect's Location (server or browser) carries
 * ASCII only; the encoded path must then pass the safe-link rule of @shop/validators (one leading `/`, not `//`
 * nor `/\`). A lone surrogate cannot be encoded and sends the visitor home.
 * @example safeRedirectTarget('/mypage?tab=1') // '/mypage?tab=1'
 * @example safeRedirectTarget('//evil.example') // '/'
 * @example safeRedirectTarget('/search?query=린넨') // '/search?query=%EB%A6%B0%EB%84%A8'
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || CONTROL.test(raw)) return FALLBACK;
  try {
    return safeReturnPath(raw.replace(/[^\x21-\x7e]/gu, encodeURIComponent), FALLBACK);
  } catch {
    return FALLBACK;
  }
}
