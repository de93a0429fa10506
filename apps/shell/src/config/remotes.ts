/**
 * The one table of which path prefixes belong to which remote. A remote owns everything under its prefixes;
 * `exact` entries own only that path.
 */
export const REMOTES = [
  { name: 'catalog', folder: 'catalog', envKey: 'CATALOG', defaultPort: 3001, prefixes: ['/display', '/items', '/popup', '/brands', '/events', '/search', '/categories'], exact: ['/'] },
  { name: 'cart_order', folder: 'cart-order', envKey: 'CART_ORDER', defaultPort: 3002, prefixes: ['/cart', '/order'], exact: [] },
  { name: 'mypage', folder: 'mypage', envKey: 'MYPAGE', defaultPort: 3003, prefixes: ['/mypage', '/account', '/guest', '/business'], exact: [] },
  { name: 'auth', folder: 'auth', envKey: 'AUTH', defaultPort: 3004, prefixes: ['/auth'], exact: [] },
  { name: 'company_cs', folder: 'company-cs', envKey: 'COMPANY_CS', defaultPort: 3005, prefixes: ['/company', '/customer', '/terms'], exact: [] },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

/** The remote that owns `pathname`, or null when no remote does (the shell's own 404). */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const remote of REMOTES) {
    if ((remote.exact as readonly string[]).includes(pathname)) return remote.name;
    if (remote.prefixes.some((p) => pathname === p || pathname.startsWith(p + '/'))) return remote.name;
  }
  return null;
}
