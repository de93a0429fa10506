// Every workspace is typechecked and linted exactly once by the test command: the ones on the React settings in the
// root's one TypeScript program (tsconfig.react.json, `pnpm typecheck:react`), every other one by its own `typecheck`
// script; every workspace's sources by the root's one ESLint process (`pnpm lint`), each file under its workspace's
// own eslint.config.js, the same as the workspace's `lint` script.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
type TsConfig = { extends?: string; include?: string[]; compilerOptions?: { types?: string[]; [option: string]: unknown } };
type Package = { scripts?: Record<string, string> };

// eslint-disable-next-line no-restricted-syntax -- the repository's own configuration files, read by a test
const readJson = <T,>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

const REACT_SETTINGS = '@shop/config-typescript/react.json';
const combined = readJson<TsConfig>('tsconfig.react.json');
const reactTypes = readJson<TsConfig>('packages/config-typescript/react.json').compilerOptions?.types ?? [];
const workspaces = ['apps', 'packages']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => `${group}/${name}`))
  .filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')));

test('the root program extends the React settings and includes only workspaces on them', () => {
  assert.equal(combined.extends, './packages/config-typescript/react.json');
  const reactDirs = workspaces.filter((dir) => readJson<TsConfig>(`${dir}/tsconfig.json`).extends === REACT_SETTINGS);
  for (const entry of combined.include ?? []) {
    assert.ok(reactDirs.some((dir) => entry.startsWith(`${dir}/`)), `${entry} belongs to a workspace on ${REACT_SETTINGS}`);
  }
});

test.each(workspaces)('%s is typechecked once', (dir) => {
  const tsconfig = readJson<TsConfig>(`${dir}/tsconfig.json`);
  const script = readJson<Package>(`${dir}/package.json`).scripts?.typecheck ?? '';
  if (tsconfig.extends === REACT_SETTINGS) {
    for (const entry of tsconfig.include ?? []) assert.ok(combined.include?.includes(`${dir}/${entry}`), `tsconfig.react.json includes ${dir}/${entry}`);
    // The one program has the React settings' options: a workspace may only narrow the ambient types.
    const { types = [], ...other } = tsconfig.compilerOptions ?? {};
    assert.deepEqual(other, {}, `${dir}/tsconfig.json sets no option the root program would not apply`);
    for (const t of types) assert.ok(reactTypes.includes(t), `${dir}: types ${t} is in the React settings`);
    assert.doesNotMatch(script, /\btsc\b/, `${dir} is checked by the root program, not again by its own script`);
  } else {
    assert.match(script, /\btsc\b/, `${dir}'s typecheck script runs tsc`);
  }
});

test('the root lint covers every workspace with sources, under the config its own lint uses', () => {
  assert.equal(readJson<Package>('package.json').scripts?.lint, 'eslint apps/*/src packages/*/src');
  const withSources = ['apps', 'packages']
    .flatMap((group) => readdirSync(path.join(root, group)).map((name) => `${group}/${name}`))
    .filter((dir) => existsSync(path.join(root, dir, 'src')));
  for (const dir of withSources) {
    assert.equal(readJson<Package>(`${dir}/package.json`).scripts?.lint, 'eslint src', `${dir} lints its src`);
    assert.ok(existsSync(path.join(root, dir, 'eslint.config.js')), `${dir} has its own eslint.config.js (ESLint looks it up from each file)`);
  }
});
