// Every workspace's Jest tests but the API's, and the root's helpers, in one Jest run (scripts/test-all.ts): one
// start-up and one pool of workers instead of one Jest per workspace. The API runs in Jest's ESM mode on its own
// (apps/api/package.json), beside this run. Each workspace keeps its own jest.config.cjs (environment, transforms),
// named here by its package name, and `pnpm test` in a workspace still runs just that one.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const workspaces = ['apps', 'packages']
  .flatMap((group) => readdirSync(path.join(__dirname, group)).map((name) => path.join(__dirname, group, name)))
  .filter((dir) => dir !== path.join(__dirname, 'apps', 'api') && existsSync(path.join(dir, 'jest.config.cjs')))
  .map((dir) => ({ ...require(path.join(dir, 'jest.config.cjs')), displayName: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name }));

// testTimeout is one of the run's options, not a project's: the workspaces' own (createJestConfig) is given here.
const root = require('./jest.config.cjs');
module.exports = { testTimeout: root.testTimeout, projects: [...workspaces, { ...root, displayName: 'scripts, bench' }] };
