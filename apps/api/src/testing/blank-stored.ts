import type { ProcessDatabase } from './api-process.ts';

/** Blanks the trim rule takes away (packages/contracts cleanText): white space and zero-width characters. */
const BLANKS = ' \t\n\r\u000b\u000c\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u200b\u200c\u200d\u2060\u180e';

/**
 * Every stored text that is blank but not empty (white space or zero-width characters only), as `table.column`
 * with the value: the database read-back of the input fuzzer (nothing blank may be stored).
 * @param db The fuzzed database.
 * @param kind Its engine.
 * @returns `table.column = "value"` lines, empty when nothing blank is stored.
 */
export async function blankStoredTexts(db: ProcessDatabase, kind: 'sqlite' | 'postgres'): Promise<string[]> {
  const columns: { table: string; column: string }[] = [];
  if (kind === 'postgres') {
    const rows = await db.sql("select table_name, column_name from information_schema.columns where table_schema = current_schema() and data_type in ('text', 'character varying')");
    for (const row of rows) columns.push({ table: String(row.table_name), column: String(row.column_name) });
  } else {
    const tables = await db.sql("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
    for (const { name } of tables) {
      for (const col of await db.sql(`select name, type from pragma_table_info('${String(name)}')`)) {
        if (/text|char|clob/i.test(String(col.type)) || String(col.type) === '') columns.push({ table: String(name), column: String(col.name) });
      }
    }
  }
  const found: string[] = [];
  for (const { table, column } of columns) {
    const q = (id: string) => `"${id.replace(/"/g, '""')}"`;
    const trimmed = kind === 'postgres' ? `btrim(${q(column)}, $1)` : `trim(${q(column)}, $1)`;
    const rows = await db.sql(`select ${q(column)} as v from ${q(table)} where ${q(column)} <> '' and ${trimmed} = '' limit 3`, [BLANKS]);
    for (const row of rows) found.push(`${table}.${column} = ${JSON.stringify(row.v)}`);
  }
  return found;
}
