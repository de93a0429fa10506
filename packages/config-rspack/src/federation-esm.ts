import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Rspack's federation plugin finds the bundler runtime and `@module-federation/runtime` with Node's `require`, which
 * picks their CommonJS builds: code a bundler can neither tree-shake nor concatenate. Browser builds map those files
 * to the ES module builds of the same packages and versions (measured in docs/performance.md).
 */
export function federationEsmAliases(): Record<string, string> {
  // The same files the plugin resolves: enhanced's rspack plugin, its runtime tools, their bundler runtime.
  const mfRspack = require.resolve('@module-federation/rspack', { paths: [require.resolve('@module-federation/enhanced/rspack')] });
  const runtimeTools = require.resolve('@module-federation/runtime-tools', { paths: [mfRspack] });
  const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] });
  const runtime = require.resolve('@module-federation/runtime', { paths: [runtimeTools] });
  const esm = (cjs: string) => cjs.replace(/\.cjs$/, '.js');
  return { [`${bundlerRuntime}$`]: esm(bundlerRuntime), '@module-federation/runtime$': esm(runtime), [`${runtime}$`]: esm(runtime) };
}
