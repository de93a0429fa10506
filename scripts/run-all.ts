// Starts the whole storefront: API, the five remotes' static hosts, then the SSR shell. Ctrl-C stops them all.
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { REMOTE_APPS, readStackEnv, SHELL_NODE_ARGS, SHELL_PROCESS_ENV } from './lib/stack-env.ts';
import { startProcess, stopAll, waitForHealth, type ProcessSpec } from './lib/processes.ts';
import { ensureLocalSecret } from './lib/local-secret.ts';

const root = path.resolve(import.meta.dirname, '..');
let env;
try {
  env = readStackEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const node = process.execPath;
const host = env.host;
const remoteUrlEnv = Object.fromEntries(REMOTE_APPS.map((r) => [`REMOTE_${r.envKey}_URL`, process.env[`REMOTE_${r.envKey}_URL`] ?? `http://${host}:${env.remotePorts[r.folder]}`]));
const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${env.apiPort}`;

const backends: ProcessSpec[] = [
  { name: 'api', command: node, args: ['--disable-warning=ExperimentalWarning', 'src/main.ts'], cwd: path.join(root, 'apps/api'), env: { API_PORT: String(env.apiPort) }, health: `${apiOrigin}/healthz` },
  ...REMOTE_APPS.map((r) => ({
    name: r.folder,
    command: node,
    args: [path.join(root, 'packages/static-host/src/cli.ts')],
    cwd: path.join(root, 'apps', r.folder),
    // `pnpm dev:remote` serves its remote's development build (dist-dev) instead of the release build.
    env: { PORT: String(env.remotePorts[r.folder]), HOST: host, STATIC_ROOT: process.env[`REMOTE_${r.envKey}_STATIC_ROOT`] ?? process.env.STATIC_ROOT },
    health: `http://${host}:${env.remotePorts[r.folder]}/healthz`,
  })),
];
const shell: ProcessSpec = {
  name: 'shell',
  command: node,
  args: [...SHELL_NODE_ARGS, `${process.env.SHELL_DIST ?? 'dist'}/server/server.cjs`],
  cwd: path.join(root, 'apps/shell'),
  env: { ...SHELL_PROCESS_ENV, PORT: String(env.port), API_ORIGIN: apiOrigin, SESSION_SECRET: ensureLocalSecret(root, 'session-secret', process.env.SESSION_SECRET),
    DEPLOY_HOOK_TOKEN: ensureLocalSecret(root, 'deploy-hook-token', process.env.DEPLOY_HOOK_TOKEN), ...remoteUrlEnv },
  health: `http://127.0.0.1:${env.port}/healthz`,
};

const children: ChildProcess[] = [];
let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await stopAll(children);
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function launch(spec: ProcessSpec): ChildProcess {
  const child = startProcess(spec, children.length);
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${spec.name} exited (${signal ?? code}); stopping everything`);
    void shutdown(code || 1);
  });
  return child;
}

try {
  const started = backends.map((spec) => ({ spec, child: launch(spec) }));
  await Promise.all(started.map(({ spec, child }) => waitForHealth(spec.health!, 120_000, () => child.exitCode === null)));
  const shellChild = launch(shell);
  await waitForHealth(shell.health!, 60_000, () => shellChild.exitCode === null);
  console.log(`\n  세일즈온 storefront is running at http://localhost:${env.port}  (Ctrl-C stops everything)\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await shutdown(1);
}
