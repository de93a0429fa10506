// Release builds (apps/*/dist) must carry no development code: React Fast Refresh and HMR live only in the
// dist-dev builds of `pnpm dev:remote`. Run after `turbo run build` (scripts/test-all.ts does).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { findDevelopmentCode } from './lib/release-scan.ts';

const root = path.resolve(import.meta.dirname, '..');
const dists = readdirSync(path.join(root, 'apps'))
  .map((app) => path.join(root, 'apps', app, 'dist'))
  .filter((dir) => existsSync(dir));
const hits = findDevelopmentCode(dists);
for (const hit of hits) console.error(`${path.relative(root, hit.file)}: ${hit.markers.join(', ')}`);
if (hits.length) {
  console.error(`${hits.length} release files carry development code`);
  process.exit(1);
}
console.log(`no development code in ${dists.map((d) => path.relative(root, d)).join(', ')}`);
