import type { RspackOptions, RuleSetRule } from '@rspack/core';
import { browserFederationAliases } from './browser-federation/aliases.ts';

export type Target = 'web' | 'node';

/** TypeScript/TSX through Rspack's built-in SWC loader; `refresh` adds React Fast Refresh registrations (dev only). */
export function scriptRule(target: Target, mode: 'production' | 'development', refresh = false): RuleSetRule {
  return {
    test: /\.(ts|tsx|js|mjs)$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: mode === 'development', refresh } },
        target: target === 'web' ? 'es2022' : 'es2023',
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * Resolution shared by every build: TS sources of workspace packages through the `shop-source` condition.
 * React itself everywhere: servers, browsers (release and development) and unit tests run the same react-dom.
 * Browser builds first take a package's prebuilt browser bundle where it has one (`shop-browser-bundle`: the
 * router's navigation engine, kept out of the first page's chunk).
 */
export function resolveOptions(target: Target): NonNullable<RspackOptions['resolve']> {
  return {
    ...(target === 'web' ? { alias: browserFederationAliases() } : {}),
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    conditionNames: target === 'web' ? ['shop-browser-bundle', 'shop-source', 'browser', 'import', 'module', 'default'] : ['shop-source', 'node', 'import', 'require', 'default'],
  };
}

/** Production unless NODE_ENV says development. */
export function buildMode(): 'production' | 'development' {
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}
