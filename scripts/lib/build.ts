// The release build the stacks run (`dist` of the shell and the remotes), brought up to date before they start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Runs `turbo run build`: turbo hashes every input, so a build that is current is restored from its cache in a few
 * seconds and only a missing or stale one is rebuilt. Exits the process when the build fails.
 */
export function ensureBuild(log: (line: string) => void = (line) => console.log(line)): void {
  const started = Date.now();
  log('==> build (turbo run build: only what is missing or stale is rebuilt)');
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('==> the build failed: nothing was started');
    process.exit(build.status ?? 1);
  }
  log(`==> build ready in ${Math.round((Date.now() - started) / 1000)} s`);
}
