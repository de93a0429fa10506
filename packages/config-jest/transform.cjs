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
    // Node's import.meta.dirname/filename (the repo's scripts use them) are CommonJS's __dirname/__filename; the URL
    // through module.require, since a module may declare its own `require` (createRequire(import.meta.url)).
    const patched = source.includes('import.meta')
      ? source.replace(/import\.meta\.hot/g, 'undefined').replace(/import\.meta\.url/g, 'module.require("node:url").pathToFileURL(__filename).href').replace(/import\.meta\.dirname/g, '__dirname').replace(/import\.meta\.filename/g, '__filename')
      : source;
    return swc.process(patched, filename, options);
  },
  getCacheKey(source, filename, options) {
    return swc.getCacheKey(source, filename, options) + ':shop-v3';
  },
};
