/**
 * The one list of paths that skip the SEO lookup and visit counting (spec section 2: "some paths are exempt from
 * SEO lookup and visit counting"): personal and transactional pages search engines never see, the social sign-in
 * callbacks and uploaded files. A prefix ending in '/' also covers the path without it ('/order' and '/order/…').
 */
export const EXEMPT_PATH_PREFIXES = ['/order/', '/mypage', '/account/', '/guest/', '/auth/sns/', '/business', '/upload/'] as const;

/** Whether `path` skips the SEO lookup and visit counting. */
export function isExemptPath(path: string, prefixes: readonly string[] = EXEMPT_PATH_PREFIXES): boolean {
  return prefixes.some((prefix) => {
    const bare = prefix.replace(/\/$/, '');
    return path === bare || path.startsWith(`${bare}/`);
  });
}
