const { createJestConfig } = require('@shop/config-jest');

module.exports = createJestConfig({ rootDir: __dirname, environment: 'node' });
