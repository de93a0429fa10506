import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createApp, type AppOverrides } from '../app.ts';
import { SCHEMA_CHANGE_LOCK } from '../db/migrator.ts';
import type { Config, DatabaseConfig } from '../config/env.ts';
import { DEFAULT_PAYMENT_CONFIG, type PaymentConfig } from '../config/payment-env.ts';
import { POSTGRES_SKIP, TEST_PG_URL as pgUrl } from './postgres-probe.ts';
import { databaseUrl, dropDatabase, TEMPLATE_ENV, TEST_UPLOAD_DIR, testDatabaseName, withAdmin } from './seeded-templates.ts';

export { TEST_UPLOAD_DIR };

export type TestServer = {
  app: FastifyInstance;
  baseUrl: string;
  kind: DatabaseConfig['kind'];
  /** fetch against the server; JSON bodies are sent with the right content type. */
  /** This suite's own folder of private uploads (inquiry attachments, licences…). */
  storageRoot: string;
  request: (path: string, init?: { method?: string; headers?: Record<string, string>; body?: unknown }) => Promise<Response>;
};

type Opened = {
  database: DatabaseConfig;
  cleanup: () => Promise<void>;
  /** Runs the schema set-up (migrations) so that no other test process drops its schema meanwhile. */
  setUp: <T>(work: () => Promise<T>) => Promise<T>;
};
type Target = { kind: DatabaseConfig['kind']; skip?: string; open: () => Promise<Opened> };

/**
 * Drops a test's schema and closes its admin connection. Test files run in parallel processes, each with its own
 * schema; the drop takes the lock migrations take (`SCHEMA_CHANGE_LOCK`), so no migration of another process,
 * in-process or an API child process, sees a schema vanish.
 */
export async function dropTestSchema(admin: pg.Client, schema: string): Promise<void> {
  await admin.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
  try {
    await admin.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [SCHEMA_CHANGE_LOCK]);
    await admin.end();
  }
}

const TARGETS: Target[] = [
  {
    kind: 'sqlite',
    open: async () => {
      const dir = await mkdtemp(join(tmpdir(), 'shop-api-test-'));
      const file = join(dir, 'shop.db');
      // The run's seeded template (global-setup.ts), else an empty file that createApp migrates and seeds.
      const template = process.env[TEMPLATE_ENV.sqlite];
      if (template) await copyFile(template, file);
      return { database: { kind: 'sqlite', file }, cleanup: () => rm(dir, { recursive: true, force: true }), setUp: (work) => work() };
    },
  },
  {
    kind: 'postgres',
    skip: POSTGRES_SKIP,
    open: async () => {
      const template = process.env[TEMPLATE_ENV.postgres];
      if (template) {
        // A copy of the run's seeded template (global-setup.ts): a database of the suite's own.
        const name = testDatabaseName('shop_api_t');
        await withAdmin(pgUrl, (admin) => admin.query(`create database ${name} template ${template}`));
        return { database: { kind: 'postgres', url: databaseUrl(pgUrl, name) }, cleanup: () => dropDatabase(pgUrl, name), setUp: (work) => work() };
      }
      // A fresh schema per run: parallel runs never see each other's tables.
      const schema = `api_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const url = new URL(pgUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return {
        database: { kind: 'postgres', url: url.toString() },
        cleanup: () => dropTestSchema(admin, schema),
        // The migrations take SCHEMA_CHANGE_LOCK themselves (migrateToLatest).
        setUp: (work) => work(),
      };
    },
  },
];

/** What a suite may change about its server: payment settings (the unpaid-order sweep is off unless asked for) and overrides. */
export type SuiteOptions = { payment?: Partial<PaymentConfig>; overrides?: AppOverrides; operatorToken?: string };

/**
 * Runs the same suite against SQLite (temp file) and PostgreSQL (fresh schema), each through a real
 * HTTP server on port 0. PostgreSQL is skipped, visibly, when it cannot be reached.
 */
export function describeEachDatabase(title: string, suite: (server: () => TestServer) => void, options: SuiteOptions = {}): void {
  for (const target of TARGETS) {
    (target.skip ? describe.skip : describe)(`${title} [${target.kind}]`, () => {
      let server: TestServer | undefined;
      let cleanup: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await target.open();
        cleanup = opened.cleanup;
        const payment = { ...DEFAULT_PAYMENT_CONFIG, expiryIntervalMs: 0, ...options.payment };
        const config: Config = { port: 0, host: '127.0.0.1', database: opened.database, uploadDir: TEST_UPLOAD_DIR, logLevel: 'error', checkAnswers: true, payment, operatorToken: options.operatorToken };
        const storageRoot = await mkdtemp(join(tmpdir(), 'shop-api-test-private-'));
        const previousCleanup = cleanup;
        cleanup = async () => {
          await previousCleanup?.();
          await rm(storageRoot, { recursive: true, force: true });
        };
        const app = await opened.setUp(() => createApp(config, { storageRoot, ...options.overrides }));
        // The concurrency suites open 1,000 connections at once; Node's default backlog of 511 resets some
        // of them when the machine is saturated, which is the test harness failing, not the API.
        await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
        const address = app.server.address();
        if (!address || typeof address === 'string') throw new Error('server has no TCP address');
        const baseUrl = `http://127.0.0.1:${address.port}`;
        server = {
          app,
          baseUrl,
          kind: target.kind,
          storageRoot,
          request: (path, init = {}) =>
            fetch(baseUrl + path, {
              method: init.method ?? 'GET',
              headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
              body: init.body === undefined ? undefined : JSON.stringify(init.body),
            }),
        };
      });
      afterAll(async () => {
        await server?.app.close();
        await cleanup?.();
      });
      suite(() => {
        if (!server) throw new Error('test server not started');
        return server;
      });
    });
  }
}

/** Reads a JSON body and checks the status in one step. */
export async function json<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected HTTP ${status}, got ${response.status}: ${text.slice(0, 300)}`);
  // eslint-disable-next-line no-restricted-syntax -- test helper: the answer is checked by the test that asked for it
  return JSON.parse(text) as T;
}
