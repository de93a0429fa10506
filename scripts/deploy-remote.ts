// Builds and publishes ONE remote, the way a team deploys it on its own:
//   pnpm deploy:remote <catalog|cart-order|mypage|auth|company-cs>
// 1. build into a staging folder with one build id for both containers;
//    the new build's published types (client/@mf-types.zip) must satisfy every consumer's contract
//    (the shell's apps/shell/src/config/remote-contract.ts), or nothing is published;
// 2. copy the new content-hashed files next to the previous builds (old builds stay served): into the remote's dist,
//    or with PUBLISH_DIR the client files into that CDN folder and the whole build into SERVER_PUBLISH_DIR, the
//    folder only the shells read (server bundles never reach the CDN: scripts/lib/publish-targets.ts);
// 3. switch the manifests last (assets.json, server manifest, client manifest; each by atomic rename), the CDN's
//    before the shells', so a shell never pins a build whose browser files are not on the CDN yet;
// 4. call the shell's authenticated deploy hook (each of SHELL_ORIGIN's shells), so it pins the new build at once
//    (its poll would within 10 s).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_APPS } from './lib/stack-env.ts';
import { ensureLocalSecret } from './lib/local-secret.ts';
import { publishTargets, type PublishTarget } from './lib/publish-targets.ts';

// Fixed names, replaced on every deploy (types first, manifests last).
const SWITCH_FILES = ['client/@mf-types.zip', 'client/@mf-types.d.ts', 'client/assets.json', 'server/mf-stats.json', 'server/mf-manifest.json', 'client/mf-stats.json', 'client/mf-manifest.json'];

const root = path.resolve(import.meta.dirname, '..');
const folder = process.argv[2];
const remote = REMOTE_APPS.find((r) => r.folder === folder);
if (!remote) {
  console.error(`usage: pnpm deploy:remote <${REMOTE_APPS.map((r) => r.folder).join('|')}>`);
  process.exit(2);
}
const appDir = path.join(root, 'apps', remote.folder);
let targets: PublishTarget[];
try {
  targets = publishTargets(process.env, appDir);
} catch (error) {
  console.error(`==> not built: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const staging = mkdtempSync(path.join(tmpdir(), `deploy-${remote.folder}-`));
const buildVersion = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`;

console.log(`==> building ${remote.folder} (build ${buildVersion})`);
const build = spawnSync('pnpm', ['exec', 'rspack', 'build', '-c', 'rspack.config.ts'], {
  cwd: appDir,
  stdio: 'inherit',
  env: { ...process.env, SHOP_REMOTE_OUT_DIR: staging, MF_BUILD_VERSION: buildVersion },
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Apps that load modules from remotes name a contract module in their package.json ("remoteTypeContract").
const consumers = readdirSync(path.join(root, 'apps')).filter((app) => {
  const file = path.join(root, 'apps', app, 'package.json');
  return existsSync(file) && Boolean((JSON.parse(readFileSync(file, 'utf8')) as { remoteTypeContract?: string }).remoteTypeContract);
});
for (const consumer of consumers) {
  const check = spawnSync(path.join(root, 'apps', consumer, 'node_modules/.bin/shop-remote-types'), ['check', '--only', remote.folder, '--archive', path.join(staging, 'client/@mf-types.zip')], {
    cwd: path.join(root, 'apps', consumer),
    stdio: 'inherit',
  });
  if (check.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    console.error(`==> not published: this build of ${remote.folder} breaks what apps/${consumer} loads from it (docs/contracts.md)`);
    process.exit(1);
  }
}

function files(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

const built = files(staging);
for (const target of targets) {
  let copied = 0;
  for (const file of built) {
    if (SWITCH_FILES.includes(file) || !target.takes(file)) continue;
    const to = path.join(target.dir, file);
    if (existsSync(to)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(path.join(staging, file), to);
    copied += 1;
  }
  console.log(`==> published ${copied} new files next to the previous builds in ${target.dir.startsWith(root + path.sep) ? path.relative(root, target.dir) : target.dir} (${target.role})`);
}
for (const target of targets) {
  for (const file of SWITCH_FILES) {
    const source = path.join(staging, file);
    if (!existsSync(source) || !target.takes(file)) continue;
    const to = path.join(target.dir, file);
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(source, `${to}.next`);
    renameSync(`${to}.next`, to);
  }
}
rmSync(staging, { recursive: true, force: true });
console.log('==> manifests switched');

// SHELL_ORIGIN may list several shells (comma-separated): each is told at once. With Redis (REDIS_URL) one shell's
// hook reaches every shell anyway, and without either each shell's poll picks the build up (docs/scale-out.md).
const shells = (process.env.SHELL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).split(',').map((s) => s.trim()).filter(Boolean);
const token = ensureLocalSecret(root, 'deploy-hook-token', process.env.DEPLOY_HOOK_TOKEN);
for (const shell of shells) {
  const hook = await fetch(`${shell}/__refresh-remotes`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(15_000) }).catch(() => null);
  if (hook?.ok) console.log(`==> ${shell} now serves ${remote.folder} build ${buildVersion}`);
  else console.log(`==> deploy hook at ${shell} not reached (${hook ? hook.status : 'no answer'}); a running shell picks the build up on its next poll`);
}
