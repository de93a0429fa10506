// Settings of the whole local stack, read from the environment and validated at once.
import { REMOTES } from '../../remotes.config.ts';

export type StackEnv = {
  port: number;
  apiPort: number;
  remotePorts: Record<string, number>;
  host: string;
};

/**
 * How the shell process runs. V8 grows its young generation under a steady request load (16 → 32 MB per
 * semi-space, +33 MB of RSS after some thousands of requests) and glibc keeps one malloc arena per thread that
 * allocates (V8's and libuv's helper threads); capped, the shell's memory stays flat and about 30 MB smaller. The
 * old generation, left to V8's default limit, kept growing its heap in steps over a long load (a 200,000-request soak:
 * 300 → 441 MB, all of it anonymous memory, while the live JS heap stays at 39–47 MB); at 192 MB, about four times the
 * live heap, the same soak stayed at 292–314 MB. 128 MB held it as well but cost member pages about 20% more CPU in
 * garbage collection; 192 MB costs none that shows (docs/performance.md, shell memory). `apps/shell` `pnpm start`
 * uses the same settings.
 */
export const SHELL_NODE_ARGS = ['--max-semi-space-size=16', '--max-old-space-size=192', '--enable-source-maps'] as const;
export const SHELL_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' } as const;

/** Every remote's folder, env key and default port, in the order of the table (`remotes.config.ts`). */
export const REMOTE_APPS = REMOTES.map(({ folder, envKey, port }) => ({ folder, envKey, port }));

/**
 * The environment of a whole stack placed at `base`: the shell on `base`, the remotes on `base + 1` and up
 * (in REMOTE_APPS order) and the API on `base + 1000`. Used by every second stack (e2e, dev:remote tests, bench),
 * so they can run beside the default one on 3000.
 */
export function stackPortEnv(base: number): Record<string, string> {
  return {
    PORT: String(base),
    API_PORT: String(base + 1000),
    ...Object.fromEntries(REMOTE_APPS.map((r, i) => [`REMOTE_${r.envKey}_PORT`, String(base + 1 + i)])),
  };
}

function port(source: Record<string, string | undefined>, key: string, fallback: number, problems: string[]): number {
  const raw = source[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    problems.push(`${key} must be a port number from 1 to 65535 (got ${JSON.stringify(raw)})`);
    return fallback;
  }
  return value;
}

/** Reads every port of the stack; one error lists every bad or clashing value. */
export function readStackEnv(source: Record<string, string | undefined>): StackEnv {
  const problems: string[] = [];
  const env: StackEnv = {
    port: port(source, 'PORT', 3000, problems),
    apiPort: port(source, 'API_PORT', 4000, problems),
    remotePorts: Object.fromEntries(REMOTE_APPS.map((r) => [r.folder, port(source, `REMOTE_${r.envKey}_PORT`, r.port, problems)])),
    host: source.REMOTE_HOST ?? '127.0.0.1',
  };
  const all = [env.port, env.apiPort, ...Object.values(env.remotePorts)];
  const clashes = all.filter((p, i) => all.indexOf(p) !== i);
  if (clashes.length) problems.push(`ports must differ (used twice: ${[...new Set(clashes)].join(', ')})`);
  if (problems.length) throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return env;
}
