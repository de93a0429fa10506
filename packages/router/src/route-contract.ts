import type { NonIndexRouteObject } from 'react-router';

/** Layouts the shell owns; a route picks one through `handle.layout`. */
export const LAYOUT_NAMES = ['default', 'sub', 'popup', 'mypage'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** Guards by name (spec section 2). An unknown name is an error, never a silent pass. */
export const GUARD_NAMES = ['auth', 'auth-business', 'auth-guest'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/** True when `name` is one of the guard names the shell knows. */
export function isGuardName(name: unknown): name is GuardName {
  return typeof name === 'string' && (GUARD_NAMES as readonly string[]).includes(name);
}

/** Route metadata read by the shell. */
export type RouteHandle = {
  layout: LayoutName;
  guard?: GuardName;
  /** Page title (Korean); the SEO record from the API wins when present. */
  title?: string;
  /** Keep the page out of search engines: the shell writes `<meta name="robots" content="noindex, nofollow">` in its head. */
  noindex?: boolean;
};

/**
 * What a remote exposes as `./routes` (default export: an array of these).
 * Explicit ids (`<remote>.<page>`) are required: hydration data is keyed by route id.
 */
export type RemoteRouteObject = Omit<NonIndexRouteObject, 'handle' | 'id' | 'path' | 'children'> & {
  id: string;
  path: string;
  handle: RouteHandle;
};
