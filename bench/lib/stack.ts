// The storefront under test: a snapshot of the production builds (other builds in the work tree cannot change it
// mid-run), a fresh SQLite database, the API, five remote static hosts and the SSR shell on the suite's own ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_APPS, SHELL_NODE_ARGS, SHELL_PROCESS_ENV } from '../../scripts/lib/stack-env.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export type Service = { name: string; child: ChildProcess; url: string };
export type Stack = {
  origin: string;
  apiOrigin: string;
  shell: Service;
  services: Service[];
  snapshotDir: string;
  stop: () => Promise<void>;
};

export type SpawnSpec = { name: string; args: string[]; cwd: string; env: Record<string, string>; health: string };

/** Fails when something already listens on the port (its health URL would answer for a stranger). */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: choose another base with --port`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Starts a Node child (output appended to `log`) and waits until its health URL answers 2xx. */
export async function startService(spec: SpawnSpec, log: WriteStream, timeoutMs = 180_000): Promise<Service> {
  await assertPortFree(Number(new URL(spec.health).port));
  const child = spawn(process.execPath, spec.args, { cwd: spec.cwd, env: { ...process.env, ...spec.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => log.write(`[${spec.name}] ${d.toString()}`));
  child.stderr!.on('data', (d: Buffer) => log.write(`[${spec.name}] ${d.toString()}`));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${spec.name} exited with ${child.exitCode} (see ${log.path})`);
    if (await fetch(spec.health, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok).catch(() => false)) return { name: spec.name, child, url: spec.health };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${spec.name} did not answer ${spec.health} within ${timeoutMs} ms`);
}

/** SIGTERM, then SIGKILL after a grace period. */
export async function stopService(service: Service, graceMs = 5000): Promise<void> {
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Files a build names that are missing: a snapshot taken while another build was writing. */
function missingFiles(dist: string): string[] {
  const missing: string[] = [];
  const assets = path.join(dist, 'client/assets.json');
  if (existsSync(assets)) {
    const { entries } = JSON.parse(readFileSync(assets, 'utf8')) as { entries: Record<string, string[]> };
    for (const f of Object.values(entries).flat()) if (!existsSync(path.join(dist, 'client', f))) missing.push(f);
  }
  const manifest = path.join(dist, 'client/mf-manifest.json');
  if (existsSync(manifest)) {
    const m = JSON.parse(readFileSync(manifest, 'utf8')) as { metaData?: { remoteEntry?: { name?: string } } };
    const entry = m.metaData?.remoteEntry?.name;
    if (entry && !existsSync(path.join(dist, 'client', entry))) missing.push(entry);
  }
  return missing;
}

/** Copies every app's dist/ into `dir`, retrying while a concurrent build leaves it inconsistent. */
export function snapshotBuilds(dir: string): void {
  for (const app of ['shell', ...REMOTE_APPS.map((r) => r.folder)]) {
    const from = path.join(ROOT, 'apps', app, 'dist');
    for (let attempt = 1; ; attempt += 1) {
      if (!existsSync(from)) throw new Error(`apps/${app}/dist is missing: build first (pnpm exec turbo run build)`);
      const to = path.join(dir, app, 'dist');
      rmSync(to, { recursive: true, force: true });
      cpSync(from, to, { recursive: true });
      const missing = missingFiles(to);
      if (missing.length === 0) break;
      if (attempt === 5) throw new Error(`apps/${app}/dist is inconsistent (missing ${missing.join(', ')}): is a build running?`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
    }
  }
}

/**
 * Starts the whole storefront on ports base..base+5 (shell, remotes) and base+1000 (API), with production
 * settings (no fault injection, default release poll), from a snapshot of the current builds.
 */
export type StackOptions = { databaseUrl?: string; apiLogLevel?: string; shellNodeArgs?: string[]; apiNodeArgs?: string[] };

export async function startStack(base: number, logFile: string, options: StackOptions = {}): Promise<Stack> {
  const snapshotDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  snapshotBuilds(snapshotDir);
  const log = createWriteStream(logFile, { flags: 'a' });
  const apiOrigin = `http://127.0.0.1:${base + 1000}`;
  const services: Service[] = [];
  const stop = async () => {
    for (const s of [...services].reverse()) await stopService(s);
    log.end();
    rmSync(snapshotDir, { recursive: true, force: true });
  };
  try {
    const api = startService(
      {
        name: 'api',
        args: [...(options.apiNodeArgs ?? []), '--disable-warning=ExperimentalWarning', 'src/main.ts'],
        cwd: path.join(ROOT, 'apps/api'),
        env: { API_PORT: String(base + 1000), DATABASE_URL: options.databaseUrl ?? `sqlite:${path.join(snapshotDir, 'shop.db')}`, LOG_LEVEL: options.apiLogLevel ?? 'warn' },
        health: `${apiOrigin}/healthz`,
      },
      log,
    );
    const remotes = REMOTE_APPS.map((r, i) =>
      startService(
        {
          name: r.folder,
          args: [path.join(ROOT, 'packages/static-host/src/cli.ts')],
          cwd: path.join(ROOT, 'apps', r.folder),
          env: { PORT: String(base + 1 + i), HOST: '127.0.0.1', STATIC_ROOT: path.join(snapshotDir, r.folder, 'dist') },
          health: `http://127.0.0.1:${base + 1 + i}/healthz`,
        },
        log,
      ),
    );
    const settled = await Promise.allSettled([api, ...remotes]);
    for (const s of settled) if (s.status === 'fulfilled') services.push(s.value);
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const shell = await startService(
      {
        name: 'shell',
        args: [...(options.shellNodeArgs ?? []), ...SHELL_NODE_ARGS, 'dist/server/server.cjs'],
        cwd: path.join(snapshotDir, 'shell'),
        env: {
          ...SHELL_PROCESS_ENV,
          NODE_PATH: path.join(ROOT, 'apps/shell/node_modules'),
          PORT: String(base),
          API_ORIGIN: apiOrigin,
          SESSION_SECRET: randomBytes(16).toString('hex'),
          DEPLOY_HOOK_TOKEN: randomBytes(16).toString('hex'),
          ...Object.fromEntries(REMOTE_APPS.map((r, i) => [`REMOTE_${r.envKey}_URL`, `http://127.0.0.1:${base + 1 + i}`])),
        },
        health: `http://127.0.0.1:${base}/healthz`,
      },
      log,
      60_000,
    );
    services.push(shell);
    return { origin: `http://127.0.0.1:${base}`, apiOrigin, shell, services, snapshotDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
