// Every consumer of remotes.config.ts follows it: a remote is one entry there plus its folder apps/<folder>.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteEntry } from '../../remotes.config.ts';
import { REMOTES as SHELL_REMOTES } from '../../apps/shell/src/config/remotes.ts';
import { REMOTE_NAMES } from '../../packages/config-rspack/src/shared.ts';
import { e2eProjects } from '../../e2e/playwright.config.ts';
import { remotePort } from '../../e2e/fixtures/remote-control.ts';
import { readStackEnv, REMOTE_APPS, stackPortEnv } from './stack-env.ts';
import { shellTypecheckDeps, syncTurboJson, turboFollowsTable } from './shell-turbo.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const FAKE: RemoteEntry = { name: 'gift_shop', folder: 'gift-shop', envKey: 'GIFT_SHOP', port: 3006, prefixes: ['/gifts'], exact: [], pages: 'public' };

/** The files that used to list the remotes themselves; none may name a remote again. */
const CONSUMERS = ['apps/shell/src/config/remotes.ts', 'apps/shell/src/server/cache/page-cache-rules.ts', 'scripts/lib/stack-env.ts', 'e2e/fixtures/remote-control.ts', 'e2e/playwright.config.ts'];

test('every entry is a workspace app whose build names the same Module Federation container', () => {
  for (const r of REMOTES) {
    const pkg = JSON.parse(read(`apps/${r.folder}/package.json`)) as { name: string };
    assert.equal(pkg.name, `@shop/${r.folder}`);
    assert.match(read(`apps/${r.folder}/rspack.config.ts`), new RegExp(`name: '${r.name}'`), `apps/${r.folder}/rspack.config.ts builds the container ${r.name}`);
    assert.equal(REMOTE_NAMES[r.folder as keyof typeof REMOTE_NAMES], r.name, `config-rspack REMOTE_NAMES has ${r.folder}`);
  }
  assert.equal(Object.keys(REMOTE_NAMES).length, REMOTES.length);
  assert.equal(new Set(REMOTES.flatMap((r) => [...r.prefixes, ...r.exact])).size, REMOTES.flatMap((r) => [...r.prefixes, ...r.exact]).length, 'no path is owned twice');
});

test('the shell routes by the table itself', () => {
  assert.equal(SHELL_REMOTES, REMOTES);
});

test('the scripts place every remote of the table, in its order, on its port', () => {
  assert.deepEqual(REMOTE_APPS, REMOTES.map((r) => ({ folder: r.folder, envKey: r.envKey, port: r.port })));
  assert.deepEqual(readStackEnv({}).remotePorts, Object.fromEntries(REMOTES.map((r) => [r.folder, r.port])));
  const env = stackPortEnv(3100);
  REMOTES.forEach((r, i) => assert.equal(env[`REMOTE_${r.envKey}_PORT`], String(3101 + i)));
});

test('apps/shell/turbo.json waits for the build of every remote of the table (node scripts/sync-remotes.ts)', () => {
  const text = read('apps/shell/turbo.json');
  assert.ok(turboFollowsTable(text), 'apps/shell/turbo.json disagrees with remotes.config.ts: run node scripts/sync-remotes.ts');
  const withFake = [...REMOTES, FAKE];
  assert.equal(turboFollowsTable(text, withFake), false, 'a new entry makes the check fail');
  const synced = syncTurboJson(text, withFake);
  assert.ok(turboFollowsTable(synced, withFake));
  assert.ok(shellTypecheckDeps(withFake).includes('@shop/gift-shop#build'));
});

test('e2e has a project per remote with specs and reaches each remote of the stack on its port', () => {
  const folders = readdirSync(path.join(root, 'e2e/specs'));
  assert.deepEqual(e2eProjects(undefined, false), ['shell', ...REMOTES.map((r) => r.folder).filter((f) => folders.includes(f)), ...['phone', 'after-sales'].filter((f) => folders.includes(f)), 'dev']);
  for (const folder of folders) assert.ok(e2eProjects(undefined, true).includes(folder), `e2e/specs/${folder} runs in a project`);
  REMOTES.forEach((r, i) => assert.equal(remotePort(r.folder, 3100), 3101 + i));
});

test('no consumer lists remotes of its own', () => {
  const literals = REMOTES.flatMap((r) => [r.name, r.folder]).map((s) => new RegExp(`['"\`]${s}['"\`]`));
  for (const file of CONSUMERS) {
    assert.ok(existsSync(path.join(root, file)), file);
    const code = read(file).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const literal of literals) assert.doesNotMatch(code, literal, `${file} names a remote itself`);
  }
});
