/**
 * The one description of every remote, read by the shell (routing, remote URLs, page cache), the scripts (ports of
 * every stack, dev:remote, deploy:remote), e2e (projects, fault injection) and checked against apps/shell/turbo.json
 * (`node scripts/sync-remotes.ts` rewrites it). Adding a remote is one entry here plus its folder `apps/<folder>`;
 * `scripts/lib/remotes-config.test.ts` proves every consumer follows this table.
 *
 * Plain data without imports: the shell bundles it, Node runs the scripts on it directly, Playwright loads it.
 */

/** Who may see the same HTML of a remote's page: `public` pages may be shared between visitors without a session. */
export type RemotePages = 'public' | 'personal';

export type RemoteEntry = {
  /** Module Federation container name (snake_case), also the shell's remote id. */
  readonly name: string;
  /** Workspace folder under apps/ (its package is `@shop/<folder>`). */
  readonly folder: string;
  /** `REMOTE_<envKey>_PORT`, `REMOTE_<envKey>_URL`, `REMOTE_<envKey>_PUBLIC_URL`. */
  readonly envKey: string;
  /** Port of the local stack (a stack at another base puts the remotes on base + 1 … in this order). */
  readonly port: number;
  /** Path prefixes the remote owns (whole segments: `/cart` owns `/cart/x`, not `/cartoon`). */
  readonly prefixes: readonly string[];
  /** Single paths the remote owns. */
  readonly exact: readonly string[];
  readonly pages: RemotePages;
  /** Prefixes of a public remote whose pages are still never shared (e.g. search records every query). */
  readonly personalPrefixes?: readonly string[];
};

export const REMOTES = [
  { name: 'catalog', folder: 'catalog', envKey: 'CATALOG', port: 3001, prefixes: ['/display', '/items', '/popup', '/brands', '/sellers', '/events', '/search', '/categories'], exact: ['/'], pages: 'public', personalPrefixes: ['/search'] },
  { name: 'cart_order', folder: 'cart-order', envKey: 'CART_ORDER', port: 3002, prefixes: ['/cart', '/order'], exact: [], pages: 'personal' },
  { name: 'mypage', folder: 'mypage', envKey: 'MYPAGE', port: 3003, prefixes: ['/mypage', '/account', '/guest'], exact: [], pages: 'personal' },
  { name: 'auth', folder: 'auth', envKey: 'AUTH', port: 3004, prefixes: ['/auth'], exact: ['/account/dormant-account'], pages: 'personal' },
  { name: 'company_cs', folder: 'company-cs', envKey: 'COMPANY_CS', port: 3005, prefixes: ['/company', '/customer', '/terms', '/business', '/test'], exact: ['/open-info', '/maintenance', '/app/permission', '/_guide'], pages: 'public', personalPrefixes: ['/customer/inquiries', '/business', '/maintenance'] },
] as const satisfies readonly RemoteEntry[];
