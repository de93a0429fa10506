// The scale-out topology on one machine (docs/scale-out.md): the five remotes as static files, two API instances
// and two shell instances over one fresh PostgreSQL database and one Redis, behind nginx on loopback.
//
// Ports from `base` (SCALE_PORT): the balanced storefront on base, the remotes on base+1… (as every stack), the
// shells on base+10 and base+11, Redis on base+20, the balanced API on base+1000 (so the e2e fixtures' "API at the
// storefront's port + 1000" holds), the e2e OAuth provider on base+1010, the APIs on base+1020 and base+1021.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startFakeToss } from '../../apps/api/src/testing/fake-toss.ts';
import { e2eMemberEnv } from './e2e-member-env.ts';
import { ensureLocalSecret } from './local-secret.ts';
import { nginxConfig } from './nginx-config.ts';
import { startProcess, stopAll, waitForHealth, type ProcessSpec } from './processes.ts';
import { REMOTE_APPS, SHELL_NODE_ARGS, SHELL_PROCESS_ENV, stackPortEnv } from './stack-env.ts';

const root = path.resolve(import.meta.dirname, '../..');
// The PostgreSQL client the API uses (the repository root has no dependencies of its own).
const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg') as typeof import('pg');

/** SMS sends and guest order lookups per client address per 10 minutes in the topology (the API's RATE_LIMIT_PER_ADDRESS). */
export const RATE_LIMIT_PER_ADDRESS = 100;

export type TopologyPorts = { lb: number; shells: number[]; redis: number; apiLb: number; apis: number[] };

export function topologyPorts(base: number): TopologyPorts {
  return { lb: base, shells: [base + 10, base + 11], redis: base + 20, apiLb: base + 1000, apis: [base + 1020, base + 1021] };
}

/**
 * Ports that fetch (Node's and the browsers') refuses to connect to ("bad ports" of the Fetch standard, e.g. 6000 for
 * X11): a topology or stack placed on one of them never becomes healthy and Chromium shows ERR_UNSAFE_PORT.
 */
const FETCH_BAD_PORTS = new Set([1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/** The ports of the topology on `base` (balancers, shells, remotes, APIs, the OAuth provider) that fetch refuses. */
export function unusablePorts(base: number): number[] {
  const ports = topologyPorts(base);
  const all = [ports.lb, ...ports.shells, ports.apiLb, ...ports.apis, base + 1, base + 2, base + 3, base + 4, base + 5, base + 1010];
  return all.filter((port) => FETCH_BAD_PORTS.has(port));
}

export type Topology = {
  url: string;
  apiUrl: string;
  /** Each shell's own origin (not balanced), for checks across instances. */
  shellOrigins: string[];
  apiOrigins: string[];
  redisUrl: string;
  /** The environment the e2e specs need against this topology. */
  e2eEnv: Record<string, string>;
  /** Stops Redis (the fault) and starts it again on the same port. */
  redis: { stop(): Promise<void>; start(): Promise<void> };
  stop(): Promise<void>;
};

export type TopologyOptions = {
  base: number;
  /** Where a fresh database is created (the server's `postgres` database is used to create it). */
  pgUrl?: string;
  /** Passed to every API and shell (e.g. LOG_LEVEL). */
  env?: Record<string, string>;
  log?: (line: string) => void;
};

/** True when PostgreSQL answers at `pgUrl`. */
export async function postgresReachable(pgUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function createDatabase(pgUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await client.end();
    },
  };
}

async function redisAnswers(port: number): Promise<boolean> {
  return spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8', timeout: 2000 }).stdout?.trim() === 'PONG';
}

/** Starts the whole topology; `stop()` ends every process it started and drops its database. */
export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = topologyPorts(options.base);
  const refused = unusablePorts(options.base);
  if (refused.length) throw new Error(`SCALE_PORT ${options.base} puts the topology on port ${refused.join(', ')}, which fetch and browsers refuse to connect to (Fetch standard "bad ports"); choose another base, e.g. ${options.base + 30}`);
  const pgUrl = options.pgUrl ?? process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-scale-'));
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let redisChild: ChildProcess | null = null;
  let stopped = false;

  const launch = (spec: ProcessSpec): ChildProcess => {
    const child = startProcess(spec, children.length);
    children.push(child);
    return child;
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopAll([...children].reverse(), 5000);
    if (redisChild) await stopAll([redisChild], 2000);
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };

  const startRedis = async () => {
    redisChild = spawn('redis-server', ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], { stdio: 'ignore' });
    for (let i = 0; i < 100 && !(await redisAnswers(ports.redis)); i += 1) await new Promise((r) => setTimeout(r, 100));
    if (!(await redisAnswers(ports.redis))) throw new Error(`redis-server did not start on ${ports.redis}`);
  };

  try {
    const dbName = `shop_scale_${options.base}_${randomBytes(4).toString('hex')}`;
    const database = await createDatabase(pgUrl, dbName);
    cleanups.push(database.drop);
    log(`==> PostgreSQL database ${dbName}`);
    await startRedis();
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;

    const toss = await startFakeToss('local_sk_e2e');
    cleanups.push(() => toss.close());
    const stackPorts = stackPortEnv(options.base);
    const remotePort = (envKey: string) => Number(stackPorts[`REMOTE_${envKey}_PORT`]);
    const common = { REDIS_URL: redisUrl, ...options.env };
    // What every API instance shares besides the database: secrets, the SMS outbox file, the private uploads.
    const apiEnv = {
      ...common,
      DATABASE_URL: database.url,
      ...e2eMemberEnv(options.base),
      OPERATOR_TOKEN: process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789',
      PROFILE_VERIFY_SECRET: randomBytes(16).toString('hex'),
      STORAGE_DIR: path.join(dir, 'private-upload'),
      // Low enough that the scale-out spec exhausts one address's limit for real (and sees a second address keep its
      // own), above what the whole e2e suite sends from this machine's 127.0.0.1 within the 10-minute window.
      RATE_LIMIT_PER_ADDRESS: String(RATE_LIMIT_PER_ADDRESS),
      // The balancer in front of the APIs (and the shells, on this machine): x-forwarded-for is believed from them only.
      TRUSTED_PROXIES: '127.0.0.1',
      // The expiry sweep every second, so that the scale-out spec sees it run (once) within its time.
      ORDER_EXPIRY_INTERVAL_MS: '1000',
      TOSS_CLIENT_KEY: 'local_ck_e2e', TOSS_SECRET_KEY: 'local_sk_e2e', TOSS_API_BASE_URL: toss.baseUrl,
      ...options.env,
    };

    const remotes = REMOTE_APPS.map((r) => {
      const spec: ProcessSpec = {
        name: r.folder, command: process.execPath, args: [path.join(root, 'packages/static-host/src/cli.ts')], cwd: path.join(root, 'apps', r.folder),
        env: { PORT: String(remotePort(r.envKey)), HOST: '127.0.0.1', STATIC_HOST_FAULTS: '1' },
        health: `http://127.0.0.1:${remotePort(r.envKey)}/healthz`,
      };
      return { spec, child: launch(spec) };
    });
    const apiSpec = (i: number): ProcessSpec => ({
      name: `api-${i + 1}`, command: process.execPath, args: ['--disable-warning=ExperimentalWarning', 'src/main.ts'], cwd: path.join(root, 'apps/api'),
      env: { ...apiEnv, API_PORT: String(ports.apis[i]) }, health: `http://127.0.0.1:${ports.apis[i]}/healthz`,
    });
    // The first API migrates and seeds the fresh database; the second starts on the ready one.
    const api1 = launch(apiSpec(0));
    await waitForHealth(apiSpec(0).health!, 180_000, () => api1.exitCode === null);
    const api2 = launch(apiSpec(1));
    await waitForHealth(apiSpec(1).health!, 60_000, () => api2.exitCode === null);
    await Promise.all(remotes.map(({ spec, child }) => waitForHealth(spec.health!, 60_000, () => child.exitCode === null)));

    const prefix = path.join(dir, 'nginx');
    for (const sub of ['', 'client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, sub), { recursive: true });
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(conf, nginxConfig(prefix, [
      { name: 'shells', listen: ports.lb, backends: ports.shells, balance: 'uri-hash', forwardedFor: 'client' },
      // The shells forward the shopper's address; this balancer appends its own, which the APIs trust.
      { name: 'apis', listen: ports.apiLb, backends: ports.apis, forwardedFor: 'append' },
    ], { user: process.getuid?.() === 0 ? 'root' : undefined }));
    const nginx = launch({ name: 'nginx', command: 'nginx', args: ['-p', prefix, '-c', conf, '-g', 'daemon off;'], cwd: prefix, env: {} });
    await waitForHealth(`http://127.0.0.1:${ports.apiLb}/healthz`, 20_000, () => nginx.exitCode === null);

    const apiUrl = `http://127.0.0.1:${ports.apiLb}`;
    const shellEnv = {
      ...common,
      ...SHELL_PROCESS_ENV,
      API_ORIGIN: apiUrl,
      SESSION_SECRET: ensureLocalSecret(root, 'session-secret', process.env.SESSION_SECRET),
      DEPLOY_HOOK_TOKEN: ensureLocalSecret(root, 'deploy-hook-token', process.env.DEPLOY_HOOK_TOKEN),
      TRUSTED_PROXIES: '127.0.0.1',
      RELEASE_POLL_MS: '1500',
      REMOTE_DEADLINE_MS: '2500',
      ...Object.fromEntries(REMOTE_APPS.map((r) => [`REMOTE_${r.envKey}_URL`, `http://127.0.0.1:${remotePort(r.envKey)}`])),
    };
    const shells = ports.shells.map((port, i) => {
      const spec: ProcessSpec = {
        name: `shell-${i + 1}`, command: process.execPath, args: [...SHELL_NODE_ARGS, 'dist/server/server.cjs'], cwd: path.join(root, 'apps/shell'),
        env: { ...shellEnv, PORT: String(port) }, health: `http://127.0.0.1:${port}/readyz`,
      };
      return { spec, child: launch(spec) };
    });
    await Promise.all(shells.map(({ spec, child }) => waitForHealth(spec.health!, 60_000, () => child.exitCode === null)));
    await waitForHealth(`http://127.0.0.1:${ports.lb}/healthz`, 20_000, () => nginx.exitCode === null);

    const shellOrigins = ports.shells.map((p) => `http://127.0.0.1:${p}`);
    const url = `http://localhost:${ports.lb}`;
    return {
      url,
      apiUrl,
      shellOrigins,
      apiOrigins: ports.apis.map((p) => `http://127.0.0.1:${p}`),
      redisUrl,
      e2eEnv: {
        E2E_PORT: String(options.base),
        E2E_BASE_URL: url,
        E2E_API_ORIGIN: apiUrl,
        E2E_SHELL_ORIGINS: shellOrigins.join(','),
        E2E_REDIS_PORT: String(ports.redis),
        E2E_SCALE_DATABASE_URL: database.url,
        E2E_RATE_LIMIT_PER_ADDRESS: apiEnv.RATE_LIMIT_PER_ADDRESS,
        DEPLOY_HOOK_TOKEN: shellEnv.DEPLOY_HOOK_TOKEN,
        OPERATOR_TOKEN: apiEnv.OPERATOR_TOKEN,
      },
      redis: {
        stop: async () => {
          if (redisChild) await stopAll([redisChild], 1000);
          redisChild = null;
        },
        start: startRedis,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
