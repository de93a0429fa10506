import { REMOTES } from '../../../../remotes.config.ts';

/** Every remote, its ports, path prefixes and kind of pages: the repository's one table (`remotes.config.ts`). */
export { REMOTES };

export type RemoteName = (typeof REMOTES)[number]['name'];

/**
 * The remote that owns `pathname`, or null when no remote does (the shell's own 404). An exact path wins over every
 * prefix (`/account/dormant-account` is the auth remote's inside mypage's `/account`).
 */
export function remoteForPath(pathname: string): RemoteName | null {
  const exact = REMOTES.find((remote) => (remote.exact as readonly string[]).includes(pathname));
  if (exact) return exact.name;
  return REMOTES.find((remote) => remote.prefixes.some((p) => pathname === p || pathname.startsWith(p + '/')))?.name ?? null;
}
