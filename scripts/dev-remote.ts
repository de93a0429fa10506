// One team's inner loop: `pnpm dev:remote <catalog|cart-order|mypage|auth|company-cs>` starts the whole shop from
// its builds and rebuilds this one remote on every save (client and server containers). The shell re-pins the new
// build within a second and open pages reload themselves, so a change shows up without restarting anything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTE_APPS } from './lib/stack-env.ts';

const root = path.resolve(import.meta.dirname, '..');
const folder = process.argv[2];
const remote = REMOTE_APPS.find((r) => r.folder === folder);
if (!remote) {
  console.error(`usage: pnpm dev:remote <${REMOTE_APPS.map((r) => r.folder).join('|')}>`);
  process.exit(2);
}
const env = { ...process.env, REMOTE_POLL_MS: '1000', SHELL_DEV_RELOAD: '1' };
const children = [
  spawn('pnpm', ['exec', 'rspack', 'build', '--watch', '-c', 'rspack.config.ts'], { cwd: path.join(root, 'apps', remote.folder), stdio: 'inherit', env }),
  spawn(process.execPath, [path.join(root, 'scripts/run-all.ts')], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
