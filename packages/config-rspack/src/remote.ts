import path from 'node:path';
import { rspack, type RspackOptions } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { AssetsJsonPlugin } from './assets-plugin.ts';
import { PathFreeModuleIdsPlugin } from './path-free-ids.ts';
import { buildMode, resolveOptions, scriptRule } from './common.ts';
import { DEV_OUT_DIR, devRefresh, REFRESH_SHARED_REMOTE, remoteRefreshPlugins } from './dev-refresh.ts';
import { remoteDtsOptions } from './remote-types.ts';
import { SHARED } from './shared.ts';

export type RemoteConfigInput = {
  /** MF container name, e.g. `catalog` or `cart_order`. */
  name: string;
  /** The remote's package folder (`import.meta.dirname` of its rspack.config.ts). */
  dirname: string;
  /** MF exposes, e.g. `{ './routes': './src/expose/routes.ts' }`. */
  exposes: Record<string, string>;
  /** `require.resolve('@module-federation/node/runtimePlugin')`, resolved in the remote (pnpm strictness). */
  nodeRuntimePlugin: string;
};

/**
 * The two builds of a remote: a browser container (`dist/client`) and a server container for SSR
 * (`dist/server`, async-node). Entries are content-hashed, so pinned builds never change under a page.
 */
export function createRemoteConfigs(input: RemoteConfigInput): RspackOptions[] {
  const mode = buildMode();
  const refresh = devRefresh();
  // One id for both containers of this build: the shell only pins a client/server pair that carries the same id.
  process.env.MF_BUILD_VERSION ||= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  // A release build goes to a staging folder first (scripts/deploy-remote.ts), then is published next to old builds.
  // `pnpm dev:remote` builds into dist-dev, beside the release build.
  const outDir = process.env.SHOP_REMOTE_OUT_DIR || path.join(input.dirname, refresh ? DEV_OUT_DIR : 'dist');
  const css = { test: /\.css$/, type: 'css/auto' as const };
  const client: RspackOptions = {
    name: `${input.name}-client`,
    mode,
    target: 'web',
    context: input.dirname,
    entry: { styles: './src/styles.css' },
    devtool: refresh ? 'cheap-module-source-map' : false,
    output: {
      path: path.join(outDir, 'client'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      uniqueName: input.name,
      clean: false,
    },
    resolve: resolveOptions('web'),
    module: { rules: [scriptRule('web', mode, refresh), css] },
    optimization: { splitChunks: false, ...(refresh ? { emitOnErrors: false } : {}) },
    plugins: [
      new ModuleFederationPlugin({
        name: input.name,
        filename: 'remoteEntry.[contenthash:8].js',
        exposes: input.exposes,
        shared: refresh ? { ...SHARED, ...REFRESH_SHARED_REMOTE } : SHARED,
        manifest: true,
        // Release builds publish the types of their exposes (@mf-types.zip); watch builds skip it.
        dts: refresh ? false : remoteDtsOptions(input.dirname),
      }),
      new AssetsJsonPlugin(),
      new PathFreeModuleIdsPlugin(),
      ...(refresh ? remoteRefreshPlugins(path.join(input.dirname, 'src')) : []),
    ],
    performance: false,
  };
  const server: RspackOptions = {
    name: `${input.name}-server`,
    mode,
    target: 'async-node',
    context: input.dirname,
    entry: {},
    devtool: false,
    output: {
      path: path.join(outDir, 'server'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      uniqueName: `${input.name}_server`,
      clean: false,
    },
    resolve: resolveOptions('node'),
    module: { rules: [scriptRule('node', mode), { test: /\.css$/, type: 'asset/source' as const }] },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new ModuleFederationPlugin({
        name: input.name,
        filename: 'remoteEntry.[contenthash:8].js',
        library: { type: 'commonjs-module', name: input.name },
        remoteType: 'script',
        exposes: input.exposes,
        shared: SHARED,
        runtimePlugins: [input.nodeRuntimePlugin],
        manifest: true,
        dts: false,
      }),
      new rspack.DefinePlugin({ 'process.env.SHOP_TARGET': JSON.stringify('server') }),
      new PathFreeModuleIdsPlugin(),
    ],
    performance: false,
  };
  return [client, server];
}
