// One team's inner loop: `pnpm dev:remote <catalog|cart-order|mypage|auth|company-cs>` starts the whole shop with
// this one remote in development and React Fast Refresh:
// 1. a development build of the shell (apps/shell/dist-dev) that installs the refresh runtime before react-dom starts;
// 2. the remote's watch build in development (apps/<remote>/dist-dev): HMR and Fast Refresh in the browser
//    container, and the server container rebuilt on every save so the next full load renders the change too;
// 3. the API, the other remotes from their release builds (dist), and the shell serving the development builds.
// Saving a component updates it in the open page and keeps its React state; a change that cannot be applied in
// place (e.g. the exposed routes) reloads the page. Release builds in dist are never touched.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTE_APPS } from './lib/stack-env.ts';

const root = path.resolve(import.meta.dirname, '..');
const folder = process.argv[2];
const remote = REMOTE_APPS.find((r) => r.folder === folder);
if (!remote) {
  console.error(`usage: pnpm dev:remote <${REMOTE_APPS.map((r) => r.folder).join('|')}>`);
  process.exit(2);
}
const buildEnv = { ...process.env, NODE_ENV: 'development', SHOP_DEV_REFRESH: '1' };
const rspackBin = (app: string) => path.join(root, 'apps', app, 'node_modules/.bin/rspack');

console.log('==> development build of the shell (apps/shell/dist-dev)');
const shell = spawnSync(rspackBin('shell'), ['build', '-c', 'rspack.config.ts'], { cwd: path.join(root, 'apps/shell'), stdio: 'inherit', env: buildEnv });
if (shell.status !== 0) process.exit(shell.status ?? 1);

const stackEnv = {
  ...process.env,
  REMOTE_POLL_MS: process.env.REMOTE_POLL_MS ?? '1000',
  SHELL_DIST: 'dist-dev',
  [`REMOTE_${remote.envKey}_STATIC_ROOT`]: 'dist-dev',
};
const children = [
  spawn(rspackBin(remote.folder), ['build', '--watch', '-c', 'rspack.config.ts'], { cwd: path.join(root, 'apps', remote.folder), stdio: 'inherit', env: buildEnv }),
  spawn(process.execPath, [path.join(root, 'scripts/run-all.ts')], { cwd: root, stdio: 'inherit', env: stackEnv }),
];
let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code));
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
