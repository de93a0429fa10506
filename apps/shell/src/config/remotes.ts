import { REMOTES } from '../../../../remotes.config.ts';

/** Every remote, its ports, path prefixes and kind of pages: the repository's one table (`remotes.config.ts`). */
export { REMOTES };

export type RemoteName = (typeof REMOTES)[number]['name'];

/** The remote that owns `pathname`, or null when no remote does (the shell's own 404). */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const remote of REMOTES) {
    if ((remote.exact as readonly string[]).includes(pathname)) return remote.name;
    if (remote.prefixes.some((p) => pathname === p || pathname.startsWith(p + '/'))) return remote.name;
  }
  return null;
}
