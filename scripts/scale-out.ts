// The scale-out topology on this machine (docs/scale-out.md): the remotes as static files, two API and two shell
// instances over one fresh PostgreSQL database and one Redis, behind nginx on loopback. Builds first what is missing
// or stale (turbo; `--no-build` to skip). Ctrl-C stops everything and drops the database.
//   node scripts/scale-out.ts            (SCALE_PORT=3700 by default; SCALE_PG_URL=postgres://postgres@127.0.0.1:5432/postgres)
import { ensureBuild } from './lib/build.ts';
import { startTopology } from './lib/topology.ts';

if (!process.argv.includes('--no-build')) ensureBuild();

const base = Number(process.env.SCALE_PORT ?? 3700);
const topology = await startTopology({ base }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
console.log(`\n  세일즈온 scale-out topology at ${topology.url}  (API ${topology.apiUrl}; shells ${topology.shellOrigins.join(', ')}; Redis ${topology.redisUrl}; Ctrl-C stops everything)\n`);
const shutdown = () => void topology.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
