// Migrates and seeds one template database (global-setup.ts runs this file in a process of its own:
// `node seed-template.ts <database config as JSON>`), with the password cost of Jest's workers.
import { migrateToLatest } from '../db/migrator.ts';
import { openDatabase } from '../db/dialect.ts';
import { seedDatabase } from '../seed/seed.ts';
import type { DatabaseConfig } from '../config/env.ts';
import { TEST_UPLOAD_DIR } from './seeded-templates.ts';

// eslint-disable-next-line no-restricted-syntax -- the parent wrote this argument from a DatabaseConfig
const database = JSON.parse(process.argv[2] ?? '') as DatabaseConfig;
const handle = openDatabase(database);
try {
  await migrateToLatest(handle);
  await seedDatabase(handle, TEST_UPLOAD_DIR);
} finally {
  await handle.destroy();
}
