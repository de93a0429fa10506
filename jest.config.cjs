// The root's own helpers: scripts/lib and bench/lib (the workspaces have their own configs).
const { createJestConfig } = require('@shop/config-jest');

module.exports = { ...createJestConfig({ rootDir: __dirname, environment: 'node' }), testMatch: ['<rootDir>/scripts/lib/*.test.ts', '<rootDir>/bench/lib/*.test.ts'] };
