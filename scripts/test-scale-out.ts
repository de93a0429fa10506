// The e2e suite against the scale-out topology (docs/scale-out.md): starts it (scripts/lib/topology.ts), runs
// Playwright against the balancer, stops everything and exits with Playwright's status.
//   node scripts/test-scale-out.ts                 every spec but `dev` (which starts stacks of its own), plus scale-out
//   node scripts/test-scale-out.ts --quick         the cross-instance specs only (e2e/specs/scale-out), as the gate runs them
//   node scripts/test-scale-out.ts -- <args>       any Playwright arguments instead (e.g. --project shell)
// Builds first what is missing or stale (turbo; `--no-build` when the caller just built), then needs PostgreSQL
// (SCALE_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres), nginx and redis-server. SCALE_PORT places it
// (default E2E_PORT + 600, i.e. 3700).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTES } from '../remotes.config.ts';
import { ensureBuild } from './lib/build.ts';
import { startTopology } from './lib/topology.ts';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
if (!argv.slice(0, argv.includes('--') ? argv.indexOf('--') : argv.length).includes('--no-build')) ensureBuild();
const passThrough = argv.includes('--') ? argv.slice(argv.indexOf('--') + 1) : null;
const base = Number(process.env.SCALE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 600);
const projects = quick ? ['scale-out'] : ['shell', ...REMOTES.map((r) => r.folder), 'shop-wide', 'scale-out'];
const args = passThrough ?? projects.flatMap((p) => ['--project', p]);

const started = Date.now();
const topology = await startTopology({ base, log: (line) => console.log(line) }).catch((error: unknown) => {
  console.error(`scale-out topology did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`==> topology up in ${Math.round((Date.now() - started) / 1000)} s at ${topology.url}; playwright ${args.join(' ')}`);
let stopping = false;
const finish = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await topology.stop();
  process.exit(code);
};
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));
const child = spawn('pnpm', ['exec', 'playwright', 'test', ...args], {
  cwd: path.join(root, 'e2e'),
  stdio: 'inherit',
  env: { ...process.env, ...topology.e2eEnv, E2E_RESULTS: process.env.E2E_RESULTS ?? 'test-results-scale-out' },
});
child.on('exit', (code) => void finish(code ?? 1));
