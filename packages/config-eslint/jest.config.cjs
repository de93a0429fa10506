const { createJestConfig } = require('@shop/config-jest');

// This package's files sit at its root (no src/).
module.exports = { ...createJestConfig({ rootDir: __dirname, environment: 'node' }), testMatch: ['<rootDir>/*.test.js'] };
