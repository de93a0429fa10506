import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type RspackOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteDtsOptions, scriptRule, TYPES_ARCHIVE } from '@shop/config-rspack';
import { checkRemoteTypes, publishedExposes } from './check.ts';
import type { ConsumedRemote, PublishedTypes } from './contract.ts';
import { fetchDeployedTypes } from './published.ts';
import { readZip } from './zip.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
const CONSUMER = path.join(FIXTURES, 'consumer');
const CONTRACT = path.join(CONSUMER, 'contract.ts');
const EXPOSES: Record<string, Record<string, string>> = {
  good: { './routes': './src/expose/routes.ts' },
  broken: { './routes': './src/expose/routes.ts' },
  moved: { './pages': './src/expose/pages.ts' },
};
const out = mkdtempSync(path.join(tmpdir(), 'remote-types-test-'));
const archives = new Map<string, Buffer>();

const remote = (name: string): ConsumedRemote => ({ name, folder: `fixture-${name}`, envKey: name.toUpperCase(), defaultPort: 1, exposes: { './routes': 'RemoteRoutesModule' } });
const published = (name: string): PublishedTypes => ({ name, archive: archives.get(name) ?? null, from: `${name}/${TYPES_ARCHIVE}` });

/** Builds each fixture remote's browser container with Module Federation and the release builds' type options. */
beforeAll(async () => {
  const configs: RspackOptions[] = Object.entries(EXPOSES).map(([name, exposes]) => {
    const dir = path.join(FIXTURES, 'remotes', name);
    return {
      name,
      mode: 'production',
      target: 'web',
      context: dir,
      entry: {},
      output: { path: path.join(out, name), publicPath: 'auto', uniqueName: `fixture_${name}` },
      resolve: { extensions: ['.ts'] },
      module: { rules: [scriptRule('web', 'production')] },
      plugins: [new ModuleFederationPlugin({ name, filename: 'remoteEntry.js', exposes, manifest: true, dts: remoteDtsOptions(dir) })],
    };
  });
  await new Promise<void>((resolve, reject) =>
    rspack(configs).run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString({ all: false, errors: true }))) : resolve())),
  );
  for (const name of Object.keys(EXPOSES)) archives.set(name, readFileSync(path.join(out, name, TYPES_ARCHIVE)));
  // Three Module Federation builds with their type archives: seconds alone, longer beside the e2e run of the gate.
}, 180_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

test('a remote whose ./routes is no longer assignable to RemoteRouteObject[] fails the check, naming the remote and the reason; one that is passes', () => {
  assert.deepEqual(publishedExposes(readZip(archives.get('good')!)), ['./routes']);
  const problems = checkRemoteTypes({ consumerDir: CONSUMER, contractFile: CONTRACT, remotes: [remote('good'), remote('broken')], published: [published('good'), published('broken')] });
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0]!.remote, 'broken');
  assert.match(problems[0]!.message, /^broken\/routes must satisfy RemoteRoutesModule, but its published type does not/);
  assert.match(problems[0]!.message, /'handle\.layout' are incompatible/);
});

test('a removed expose fails the check with what the remote still publishes', () => {
  assert.deepEqual(checkRemoteTypes({ consumerDir: CONSUMER, contractFile: CONTRACT, remotes: [remote('moved')], published: [published('moved')] }), [
    { remote: 'moved', message: 'no longer exposes ./routes (its published types have ./pages)' },
  ]);
});

test('a remote that published no types fails the check', () => {
  const problems = checkRemoteTypes({ consumerDir: CONSUMER, contractFile: CONTRACT, remotes: [remote('good')], published: [{ name: 'good', archive: null, from: 'apps/good/dist/client/@mf-types.zip' }] });
  assert.equal(problems.length, 1);
  assert.match(problems[0]!.message, /^publishes no types \(looked for apps\/good\/dist\/client\/@mf-types\.zip\)/);
});

test('the CLI exits 1 and names the remote whose new build breaks the contract (as deploy:remote runs it)', () => {
  const cli = path.resolve(import.meta.dirname, 'cli.ts');
  const moved = spawnSync(process.execPath, [cli, 'check', '--only', 'moved', '--archive', path.join(out, 'moved', TYPES_ARCHIVE)], { cwd: CONSUMER, encoding: 'utf8' });
  assert.equal(moved.status, 1, moved.stdout + moved.stderr);
  assert.match(moved.stderr, /^remote moved: no longer exposes \.\/routes \(its published types have \.\/pages\)$/m);
  assert.match(moved.stderr, /^fixture-consumer: the published types of moved break \.\/contract\.ts$/m);
});

test('deployed types are found through the remote manifest (metaData.types.zip)', async () => {
  const files: Record<string, Buffer | string> = {
    'http://cdn.test/good/client/mf-manifest.json': readFileSync(path.join(out, 'good/mf-manifest.json'), 'utf8'),
    [`http://cdn.test/good/client/${TYPES_ARCHIVE}`]: archives.get('good')!,
  };
  const fakeFetch = (async (url: string | URL) => {
    const body = files[String(url)];
    return body === undefined ? new Response('missing', { status: 404 }) : new Response(body);
  }) as typeof fetch;
  const found = await fetchDeployedTypes(remote('good'), { REMOTE_GOOD_URL: 'http://cdn.test/good/' }, fakeFetch);
  assert.equal(found.from, `http://cdn.test/good/client/${TYPES_ARCHIVE}`);
  assert.deepEqual(found.archive, archives.get('good'));
  const missing = await fetchDeployedTypes(remote('good'), { REMOTE_GOOD_URL: 'http://elsewhere.test' }, fakeFetch);
  assert.equal(missing.archive, null);
});
