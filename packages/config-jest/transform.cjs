// Wraps @swc/jest: react-router ships `import.meta.hot`, which is a syntax error once turned into CommonJS.
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});

module.exports = {
  process(source, filename, options) {
    const patched = source.includes('import.meta') ? source.replace(/import\.meta\.hot/g, 'undefined').replace(/import\.meta\.url/g, 'require("node:url").pathToFileURL(__filename).href') : source;
    return swc.process(patched, filename, options);
  },
  getCacheKey(source, filename, options) {
    return swc.getCacheKey(source, filename, options) + ':shop-v1';
  },
};
