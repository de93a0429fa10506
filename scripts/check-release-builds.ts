// Release builds (apps/*/dist) must carry no development code and no secret: React Fast Refresh and HMR live only in
// the dist-dev builds of `pnpm dev:remote`, and no secret setting (this machine's session secret and deploy-hook
// token, the Toss secret key and operator token when set) or secret-shaped string may reach a file the shop serves.
// Run after `turbo run build` (scripts/test-all.ts does).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findDevelopmentCode, findSecrets } from './lib/release-scan.ts';

const root = path.resolve(import.meta.dirname, '..');
const dists = readdirSync(path.join(root, 'apps'))
  .map((app) => path.join(root, 'apps', app, 'dist'))
  .filter((dir) => existsSync(dir));
const hits = findDevelopmentCode(dists);
for (const hit of hits) console.error(`${path.relative(root, hit.file)}: ${hit.markers.join(', ')}`);

const localSecret = (name: string) => {
  const file = path.join(root, 'data', name);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
};
const secrets = [localSecret('session-secret'), localSecret('deploy-hook-token'), process.env.SESSION_SECRET, process.env.DEPLOY_HOOK_TOKEN,
  process.env.TOSS_SECRET_KEY, process.env.OPERATOR_TOKEN].filter((s): s is string => Boolean(s));
const leaks = findSecrets(dists, secrets);
for (const leak of leaks) console.error(`${path.relative(root, leak.file)}: ${leak.found.join(', ')}`);

if (hits.length || leaks.length) {
  if (hits.length) console.error(`${hits.length} release files carry development code`);
  if (leaks.length) console.error(`${leaks.length} release files carry a secret`);
  process.exit(1);
}
console.log(`no development code and no secret in ${dists.map((d) => path.relative(root, d)).join(', ')} (${secrets.length} secret values checked)`);
