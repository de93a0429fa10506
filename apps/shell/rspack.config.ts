import path from 'node:path';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rspack, type Compiler, type RspackOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { AssetsJsonPlugin, buildMode, PathFreeModuleIdsPlugin, DEV_OUT_DIR, devRefresh, REFRESH_SHARED_SHELL, resolveOptions, scriptRule, SHARED, SHELL_REFRESH_ENTRY } from '@shop/config-rspack';

const require = createRequire(import.meta.url);
const mode = buildMode();
const dirname = import.meta.dirname;
// `pnpm dev:remote`: a development shell in dist-dev that installs React Fast Refresh before react-dom starts.
const refresh = devRefresh();
const outDir = path.join(dirname, refresh ? DEV_OUT_DIR : 'dist');
const clientShared = refresh ? { ...SHARED, ...REFRESH_SHARED_SHELL } : SHARED;

/**
 * Writes a .br and a .gz beside every content-hashed script and stylesheet of the browser build, once at build time:
 * @fastify/static (preCompressed) sends them as they are, so no request compresses a file.
 */
class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!/\.[0-9a-f]{8}\.(js|css)$/.test(asset.name)) continue;
          const body = Buffer.from(asset.source.buffer());
          compilation.emitAsset(`${asset.name}.br`, new RawSource(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })));
          compilation.emitAsset(`${asset.name}.gz`, new RawSource(gzipSync(body, { level: 9 })));
        }
      });
    });
  }
}

/** Browser build: the hydration entry behind an async boundary; remotes registered at run time. */
const client: RspackOptions = {
  name: 'shell-client',
  mode,
  target: 'web',
  context: dirname,
  entry: { main: refresh ? [SHELL_REFRESH_ENTRY, './src/index.ts'] : './src/index.ts', styles: './src/styles.css' },
  devtool: false,
  output: {
    path: path.join(outDir, 'client'),
    publicPath: '/_shell/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
    uniqueName: 'shell',
    clean: true,
  },
  resolve: resolveOptions('web'),
  module: { rules: [scriptRule('web', mode), { test: /\.css$/, type: 'css/auto' }] },
  plugins: [
    // The shell provides every shared singleton eagerly, inside its own entry: one request instead of seven tiny
    // chunks on every first load (remotes still take them from the share scope).
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: Object.fromEntries(Object.entries(clientShared).map(([name, options]) => [name, { ...options, eager: true }])),
      dts: false,
    }),
    new AssetsJsonPlugin(),
    new PathFreeModuleIdsPlugin(),
    ...(mode === 'production' ? [new PrecompressPlugin()] : []),
  ],
  performance: false,
};

/** Server build: one CommonJS bundle, the federation host that loads remote server containers over HTTP. */
const server: RspackOptions = {
  name: 'shell-server',
  mode,
  target: 'async-node',
  context: dirname,
  entry: { server: './src/server/main.ts' },
  devtool: 'source-map',
  output: {
    path: path.join(outDir, 'server'),
    filename: '[name].cjs',
    chunkFilename: '[name].[contenthash:8].cjs',
    library: { type: 'commonjs2' },
    uniqueName: 'shell_server',
    clean: true,
  },
  node: { __dirname: false, __filename: false },
  resolve: resolveOptions('node'),
  externalsPresets: { node: true },
  // Native or plugin-loading packages are required at run time from the shell's node_modules, not bundled.
  externals: Object.fromEntries(['sharp', 'fastify', '@fastify/reply-from', '@fastify/static', '@fastify/under-pressure', 'helmet', 'lru-cache'].map((name) => [name, `commonjs ${name}`])),
  module: { rules: [scriptRule('node', mode), { test: /\.css$/, type: 'asset/source' }] },
  optimization: { minimize: false },
  plugins: [
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: SHARED,
      remoteType: 'script',
      library: { type: 'commonjs-module' },
      runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      dts: false,
    }),
    new rspack.DefinePlugin({ 'process.env.SHOP_TARGET': JSON.stringify('server') }),
    new PathFreeModuleIdsPlugin(),
  ],
  performance: false,
};

export default [client, server];
