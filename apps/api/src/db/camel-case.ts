import { CamelCasePlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';

function isNested(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}

/**
 * Kysely's CamelCasePlugin with the same answers but a cheaper result mapping: every row of one result has the
 * same columns, so each column list gets one generated function that copies a row into an object literal with
 * the camelCase names (names are embedded with JSON.stringify, so they cannot break out of the string), instead
 * of converting every name of every row. A row holding a nested object or array (or with other columns) goes
 * through the plugin's own mapping.
 */
export class FastCamelCasePlugin extends CamelCasePlugin {
  readonly #builders = new Map<string, (row: UnknownRow) => UnknownRow>();

  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { rows } = args.result;
    const first = rows[0];
    if (!Array.isArray(rows) || !first) return super.transformResult(args);
    const keys = Object.keys(first);
    const shape = keys.join('\u0000');
    let build = this.#builders.get(shape);
    if (!build) {
      build = new Function('row', `return {${keys.map((k) => `${JSON.stringify(this.camelCase(k))}: row[${JSON.stringify(k)}]`).join(',')}};`) as (row: UnknownRow) => UnknownRow;
      this.#builders.set(shape, build);
    }
    const mapped = new Array<UnknownRow>(rows.length);
    for (let r = 0; r < rows.length; r += 1) {
      const row = rows[r]!;
      let plain = Object.keys(row).length === keys.length;
      for (let i = 0; plain && i < keys.length; i += 1) {
        const key = keys[i]!;
        const value = row[key];
        if (isNested(value) || (value === undefined && !(key in row))) plain = false;
      }
      mapped[r] = plain ? build(row) : this.mapRow(row);
    }
    return { ...args.result, rows: mapped };
  }
}
