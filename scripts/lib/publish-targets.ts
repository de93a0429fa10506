// Where `pnpm deploy:remote` publishes a remote's build (scripts/deploy-remote.ts, docs/scale-out.md).
import path from 'node:path';

/** A folder a build is published to, and which of the build's files belong there. */
export type PublishTarget = { dir: string; role: 'cdn' | 'shell' | 'both'; takes(file: string): boolean };

/**
 * The targets of a deploy. Without PUBLISH_DIR: the remote's own `dist` (both containers; the local static host
 * serves it, and the shell passes browsers only its client/ folder). With PUBLISH_DIR, the folder a CDN serves to
 * browsers: only client/ goes there; the server containers (build-machine paths, code run on the shell) and the
 * manifests the shell reads go to SERVER_PUBLISH_DIR, a folder only the shells read (REMOTE_<NAME>_URL), which
 * must then be set and must not be the CDN's folder.
 * @throws Error naming what is missing or wrong.
 */
export function publishTargets(env: Record<string, string | undefined>, appDir: string): PublishTarget[] {
  if (!env.PUBLISH_DIR) return [{ dir: path.join(appDir, 'dist'), role: 'both', takes: () => true }];
  const cdn = path.resolve(env.PUBLISH_DIR);
  if (!env.SERVER_PUBLISH_DIR) throw new Error('PUBLISH_DIR is set (the CDN folder): set SERVER_PUBLISH_DIR too, the private folder the shells read the server containers from; server bundles never go to the CDN');
  const shell = path.resolve(env.SERVER_PUBLISH_DIR);
  const inside = (a: string, b: string) => a === b || a.startsWith(b + path.sep);
  if (inside(shell, cdn) || inside(cdn, shell)) throw new Error(`SERVER_PUBLISH_DIR (${shell}) and PUBLISH_DIR (${cdn}) must be separate folders: whatever is under the CDN's folder is public`);
  return [
    { dir: cdn, role: 'cdn', takes: (file) => file.split(/[\\/]/)[0] === 'client' },
    { dir: shell, role: 'shell', takes: () => true },
  ];
}
