import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Browser builds replace the federation bundler runtime that Rspack's plugin imports (by its resolved file) with
 * the shop's own (`browser-federation/bundler-runtime.ts`): share scopes only, about 2 KB gzip instead of about 20.
 * Servers keep the full runtime, which loads remotes over HTTP in Node.
 */
export function browserFederationAliases(): Record<string, string> {
  // The same file the plugin resolves: enhanced's rspack plugin, its runtime tools, their bundler runtime.
  const mfRspack = require.resolve('@module-federation/rspack', { paths: [require.resolve('@module-federation/enhanced/rspack')] });
  const runtimeTools = require.resolve('@module-federation/runtime-tools', { paths: [mfRspack] });
  const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] });
  return { [`${bundlerRuntime}$`]: path.join(import.meta.dirname, 'bundler-runtime.ts') };
}
