const { createJestConfig } = require('@shop/config-jest');

module.exports = {
  ...createJestConfig({ rootDir: __dirname, environment: 'jsdom' }),
  // jsdom plus Node's Fetch API, which react-router navigations need (see the file).
  testEnvironment: '<rootDir>/src/testing/jest-environment.cjs',
};
