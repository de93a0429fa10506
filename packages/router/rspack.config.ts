import path from 'node:path';
import type { RspackOptions } from '@rspack/core';
import { resolveOptions, scriptRule } from '@shop/config-rspack';

/**
 * The navigation engine as a bundle of its own (`dist/engine.js`, ES module, React left as an import). The shell's
 * browser build imports this file, not react-router's modules: sharing those modules with the facade would put the
 * engine back into the first page's chunk, since a module is never split between chunks.
 */
const config: RspackOptions = {
  name: 'router-engine',
  mode: 'production',
  target: 'web',
  context: import.meta.dirname,
  entry: { engine: './src/engine.ts' },
  devtool: false,
  output: { path: path.join(import.meta.dirname, 'dist'), filename: '[name].js', library: { type: 'module' }, module: true, clean: true },
  experiments: { outputModule: true },
  externalsType: 'module',
  externals: { react: 'react', 'react-dom': 'react-dom' },
  resolve: resolveOptions('web'),
  module: { rules: [scriptRule('web', 'production')] },
  performance: false,
};

export default config;
