import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { buildMode } from './common.ts';

/**
 * React Fast Refresh for `pnpm dev:remote`: on only when NODE_ENV=development and SHOP_DEV_REFRESH=1, so a
 * production build never carries refresh or HMR code.
 */
export function devRefresh(): boolean {
  return buildMode() === 'development' && process.env.SHOP_DEV_REFRESH === '1';
}

/** Development builds land beside the release builds, never over them. */
export const DEV_OUT_DIR = 'dist-dev';

/** The file the remote's hot client polls; written once a client build is completely on disk. */
export const HOT_STATUS_FILE = 'hot-status.json';

/** `hash`: the compilation (what `__webpack_hash__` says after applying it); `entry`: the container file name. */
export type HotStatus = { hash: string; entry: string; css: string[] };

/**
 * One refresh runtime for the whole page: the shell provides it eagerly (installed before react-dom starts),
 * remotes take that instance from the share scope and bring no copy of their own.
 */
export const REFRESH_SHARED_SHELL = { 'react-refresh/runtime': { singleton: true, eager: true, requiredVersion: false } } as const;
export const REFRESH_SHARED_REMOTE = { 'react-refresh/runtime': { singleton: true, import: false, requiredVersion: false } } as const;

/** The shell's development entry that installs the refresh runtime; it must run before react-dom is evaluated. */
export const SHELL_REFRESH_ENTRY = path.join(import.meta.dirname, 'dev/refresh-runtime-entry.ts');

const HOT_CLIENT = path.join(import.meta.dirname, 'dev/hot-client.ts');

/** Writes `hot-status.json` after a successful client build has been emitted (the hot client's signal). */
class HotStatusPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('HotStatusPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const names = stats.compilation.getAssets().map((a) => a.name);
      const css = names.filter((n) => n.endsWith('.css'));
      const entry = names.find((n) => /^remoteEntry\.[\w]+\.js$/.test(n)) ?? '';
      const status: HotStatus = { hash: stats.hash ?? '', entry, css };
      writeFileSync(path.join(compiler.outputPath, HOT_STATUS_FILE), JSON.stringify(status));
    });
  }
}

/** Plugins of a remote's development browser build: HMR, Fast Refresh for the remote's own sources, the hot client. */
export function remoteRefreshPlugins(sourceDir: string): RspackPluginInstance[] {
  return [
    new rspack.HotModuleReplacementPlugin(),
    // The shell installs the runtime; only the remote's own components are refresh boundaries.
    new ReactRefreshRspackPlugin({ injectEntry: false, include: [sourceDir], exclude: /node_modules/ }),
    // A global entry, so it runs inside the container's runtime where `import.meta.webpackHot` applies updates.
    new rspack.EntryPlugin(sourceDir, HOT_CLIENT, { name: undefined }),
    new HotStatusPlugin(),
  ];
}
