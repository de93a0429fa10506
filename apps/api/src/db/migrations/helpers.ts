import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** True when the migration runs on PostgreSQL (the only dialect difference: generated ids). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Column builder for a generated integer primary key on either engine. */
export function generatedId(db: Kysely<unknown>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db)
    ? (col) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col) => col.primaryKey().autoIncrement();
}
