// Shared Jest setup: TypeScript/TSX through SWC, ESM-only dependencies transformed,
// jsdom or node environment. Paths are resolved here so apps need not depend on the plugins.
const path = require('node:path');

const ESM_ONLY = ['jotai', 'react-router', 'nanoid', 'cookie-es', '@remix-run\\+route-pattern', 'valibot', '@rspack\\+(?:core|plugin-react-refresh)'];

/**
 * Builds a Jest config for one workspace package.
 * @param {{ environment?: 'jsdom' | 'node', rootDir: string }} options
 */
function createJestConfig({ environment = 'node', rootDir }) {
  return {
    rootDir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jsdom-env.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    // The gate runs on 2 shared cores beside builds and browsers: slow is not wrong, so allow time before failing.
    testTimeout: 30_000,
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: { '^.+\\.(t|j|mj)sx?$': path.join(__dirname, 'transform.cjs') },
    transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_ONLY.join('|')})@)`],
    setupFiles: [path.join(__dirname, 'setup.cjs')],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : [],
    testEnvironmentOptions: environment === 'jsdom' ? { customExportConditions: ['shop-source', 'browser', 'default'] } : { customExportConditions: ['shop-source', 'node', 'default'] },
  };
}

module.exports = { createJestConfig };
