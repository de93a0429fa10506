// Reseeds the configured database: deletes every row, inserts the demo data again and writes
// missing pictures. Usage: pnpm --filter @shop/api seed
import { loadConfig, ConfigError } from '../config/env.ts';
import { openDatabase } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { seedDatabase } from '../seed/seed.ts';

async function run(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    const started = performance.now();
    await migrateToLatest(database);
    const result = await seedDatabase(database, config.uploadDir, { replace: true });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${config.database.kind} database in ${seconds}s (${result.images} pictures written to ${config.uploadDir}).`);
  } finally {
    await database.destroy();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
