import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { DatabaseConfig } from '../config/env.ts';
import { databaseUrl, probePostgres, sqliteTemplateTarget, TEMPLATE_ENV, TEST_PG_URL, testDatabaseName, withAdmin } from './seeded-templates.ts';

const SEED_SCRIPT = fileURLToPath(new URL('./seed-template.ts', `file://${__filename}`));

/**
 * Migrates and seeds `database` in a process of its own: Jest loads this setup as CommonJS, the API's sources are
 * ES modules. The members' password hashes cost what they cost inside Jest's workers (features/auth/password.ts
 * reads JEST_WORKER_ID), so logging in as a seeded member costs the same as before.
 */
async function migrateAndSeed(database: DatabaseConfig): Promise<void> {
  await promisify(execFile)(process.execPath, [SEED_SCRIPT, JSON.stringify(database)], {
    env: { ...process.env, JEST_WORKER_ID: 'template', NODE_OPTIONS: '' },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * Jest's global setup for the API: the seeded template of each database kind (seeded-templates.ts), named to the
 * workers through the environment. PostgreSQL's only when it answers (test-server.ts skips its suites otherwise).
 */
export default async function globalSetup(): Promise<void> {
  const sqlite = await sqliteTemplateTarget();
  await migrateAndSeed(sqlite.database);
  process.env[TEMPLATE_ENV.sqlite] = sqlite.file;
  if (await probePostgres(TEST_PG_URL)) return;
  const name = testDatabaseName('shop_api_tpl');
  await withAdmin(TEST_PG_URL, (admin) => admin.query(`create database ${name}`));
  await migrateAndSeed({ kind: 'postgres', url: databaseUrl(TEST_PG_URL, name) });
  process.env[TEMPLATE_ENV.postgres] = name;
}
