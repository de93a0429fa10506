import type { RspackOptions, RuleSetRule } from '@rspack/core';

export type Target = 'web' | 'node';

/** TypeScript/TSX through Rspack's built-in SWC loader. */
export function scriptRule(target: Target, mode: 'production' | 'development'): RuleSetRule {
  return {
    test: /\.(ts|tsx|js|mjs)$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: mode === 'development' } },
        target: target === 'web' ? 'es2022' : 'es2023',
      },
    },
    type: 'javascript/auto',
  };
}

/** Resolution shared by every build: TS sources of workspace packages through the `shop-source` condition. */
export function resolveOptions(target: Target): NonNullable<RspackOptions['resolve']> {
  return {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    conditionNames: target === 'web' ? ['shop-source', 'browser', 'import', 'module', 'default'] : ['shop-source', 'node', 'import', 'require', 'default'],
  };
}

/** Production unless NODE_ENV says development. */
export function buildMode(): 'production' | 'development' {
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}
