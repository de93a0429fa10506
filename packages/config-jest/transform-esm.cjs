// TypeScript to ES modules through SWC, for Jest's native ESM mode (node --experimental-vm-modules): top-level
// await and import.meta stay as Node runs them, which the API's sources and tests rely on.
const { createTransformer } = require('@swc/jest');

module.exports = createTransformer({
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'es6' },
});
