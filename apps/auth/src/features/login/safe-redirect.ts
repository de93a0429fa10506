import { safeReturnPath } from '@shop/validators';

/**
 * Where to go after login: the `redirect` query value when it is a same-site path by the safe-link rule of
 * @shop/validators (one leading `/`, not `//` nor `/\`, no blanks, controls or backslashes), otherwise `/`.
 * Prevents open redirects to other origins.
 * @example safeRedirectTarget('/mypage?tab=1') // '/mypage?tab=1'
 * @example safeRedirectTarget('//evil.example') // '/'
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  return safeReturnPath(raw, '/');
}
