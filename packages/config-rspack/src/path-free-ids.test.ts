import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { numericId, pathFreeName, PathFreeModuleIdsPlugin } from './path-free-ids.ts';

test('names leave out the workspace folder, plain and URL-encoded, and the trailing identifier hash', () => {
  const root = '/work/main';
  assert.equal(
    pathFreeName('consume shared module (default) react@^19.2.0 (strict) (fallback: /work/main/node_modules/react/index.js)', root),
    'consume shared module (default) react@^19.2.0 (strict) (fallback: <root>/node_modules/react/index.js)',
  );
  assert.equal(pathFreeName('builtin:swc-loader!data:text/javascript,import%20x%20from%20%22%2Fwork%2Fmain%2Fa.cjs%22|d498cf43178a967a', root), 'builtin:swc-loader!data:text/javascript,import%20x%20from%20%22<root>%2Fa.cjs%22');
});

test('ids are four digits, the same for the same name, and never repeat within a build', () => {
  const taken = new Set<number>();
  const first = numericId('provide shared module (default) react@19.3.1 = <root>/react', taken);
  assert.ok(first >= 1000 && first <= 9999);
  assert.equal(numericId('provide shared module (default) react@19.3.1 = <root>/react', new Set()), first);
  const again = numericId('provide shared module (default) react@19.3.1 = <root>/react', taken);
  assert.notEqual(again, first);
});

/** A container sharing a package of its own folder (the fallback path sits inside the folder), built in `dir`. */
async function buildContainer(dir: string, plugins: RspackPluginInstance[]): Promise<Map<string, string>> {
  mkdirSync(path.join(dir, 'node_modules/demo-lib'), { recursive: true });
  writeFileSync(path.join(dir, 'node_modules/demo-lib/package.json'), JSON.stringify({ name: 'demo-lib', version: '1.2.3', main: 'index.js' }));
  writeFileSync(path.join(dir, 'node_modules/demo-lib/index.js'), 'export const greet = (name) => `hello ${name}`;\n');
  writeFileSync(path.join(dir, 'page.js'), "import { greet } from 'demo-lib';\nexport default () => greet('shop');\n");
  const out = path.join(dir, 'dist');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: out, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', publicPath: 'auto', uniqueName: 'demo' },
    plugins: [new ModuleFederationPlugin({ name: 'demo', filename: 'remoteEntry.js', exposes: { './page': './page.js' }, shared: { 'demo-lib': { singleton: true } }, dts: false, manifest: false }), ...plugins],
  });
  await new Promise<void>((resolve, reject) => compiler.run((err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : compiler.close(() => resolve()))));
  return new Map(readdirSync(out).filter((f) => f.endsWith('.js')).map((f) => [f, readFileSync(path.join(out, f), 'utf8')]));
}

test('the same sources build the same bytes in two folders, which they did not without the plugin', async () => {
  const base = mkdtempSync(path.join(tmpdir(), 'path-free-ids-'));
  try {
    // Sibling folders: Rspack's relative paths to the federation runtime (outside the folder) stay the same.
    const [a, b, c, d] = ['a', 'a-much-longer-folder-name', 'c', 'another-folder-name'].map((p) => path.join(base, p));
    const withPlugin = [await buildContainer(a!, [new PathFreeModuleIdsPlugin()]), await buildContainer(b!, [new PathFreeModuleIdsPlugin()])];
    assert.deepEqual([...withPlugin[0]!.entries()].sort(), [...withPlugin[1]!.entries()].sort());
    const without = [await buildContainer(c!, []), await buildContainer(d!, [])];
    assert.notDeepEqual([...without[0]!.entries()].sort(), [...without[1]!.entries()].sort());
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});
