import assert from 'node:assert/strict';
import fc from 'fast-check';
import { CamelCasePlugin, type PluginTransformResultArgs, type QueryId, type UnknownRow } from 'kysely';
import { FastCamelCasePlugin } from './camel-case.ts';

const queryId = { queryId: 'test' } as QueryId;
const args = (rows: UnknownRow[]): PluginTransformResultArgs => ({ queryId, result: { rows, numAffectedRows: 2n } });

const columnName = fc.stringMatching(/^[a-z]{1,6}(_[a-z0-9]{1,4}){0,3}$/);
const value = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.string(),
  fc.boolean(),
  fc.date({ noInvalidDate: true }),
  fc.dictionary(columnName, fc.integer(), { maxKeys: 3 }),
  fc.array(fc.oneof(fc.integer(), fc.dictionary(columnName, fc.string(), { maxKeys: 2 })), { maxLength: 3 }),
);

describe('FastCamelCasePlugin', () => {
  it('maps results exactly as CamelCasePlugin does', async () => {
    const reference = new CamelCasePlugin();
    const fast = new FastCamelCasePlugin();
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(columnName, { minLength: 1, maxLength: 6 }), fc.array(fc.array(value, { minLength: 6, maxLength: 6 }), { maxLength: 5 }), async (columns, values) => {
        const rows = values.map((v) => Object.fromEntries(columns.map((c, i) => [c, v[i]])));
        const expected = await reference.transformResult(args(rows));
        const actual = await fast.transformResult(args(rows));
        assert.deepEqual(actual, expected);
        assert.deepEqual(actual.rows.map((r) => Object.keys(r)), expected.rows.map((r) => Object.keys(r)));
      }),
    );
  });

  it('maps rows whose columns differ from the first row through the plugin itself', async () => {
    const rows = [{ item_id: 1 }, { item_id: 2, brand_name: 'b' }, { other_id: 3 }];
    assert.deepEqual((await new FastCamelCasePlugin().transformResult(args(rows))).rows, [{ itemId: 1 }, { itemId: 2, brandName: 'b' }, { otherId: 3 }]);
  });
});
