const path = require('node:path');
const { createJestConfig } = require('@shop/config-jest');

const base = createJestConfig({ rootDir: __dirname, environment: 'node' });

// The API runs as ES modules (top-level await in its tests and sources), so Jest runs it in its ESM mode
// (NODE_OPTIONS=--experimental-vm-modules, see package.json). Servers, databases and child processes make its tests
// slow on 2 shared cores: the long per-test timeouts of the suites that need them are given in the tests themselves.
module.exports = {
  ...base,
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': path.join(path.dirname(require.resolve('@shop/config-jest')), 'transform-esm.cjs') },
  testTimeout: 120_000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/jest-realm.ts'],
  // One migrated and seeded database per kind for the run, copied for each suite (src/testing/seeded-templates.ts).
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
};
