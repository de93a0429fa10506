import path from 'node:path';
import { createRequire } from 'node:module';
import type { RspackOptions, RuleSetRule } from '@rspack/core';

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

const require = createRequire(import.meta.url);

/**
 * Browser release builds run Preact's compat layer in place of React (src/browser-react): `react`, `react-dom`,
 * `react-dom/client` and the JSX runtime resolve there. Servers render with React itself, and development builds
 * keep React for Fast Refresh.
 */
export function browserReactAliases(): Record<string, string> {
  const dir = path.join(import.meta.dirname, 'browser-react');
  return {
    react$: path.join(dir, 'react.ts'),
    'react-dom$': path.join(dir, 'react-dom.ts'),
    'react-dom/client$': require.resolve('preact/compat/client'),
    'react/jsx-runtime$': require.resolve('preact/jsx-runtime'),
  };
}

/**
 * Resolution shared by every build: TS sources of workspace packages through the `shop-source` condition.
 * `refresh` (development watch builds) keeps React in the browser; release browser builds get Preact's compat layer.
 */
export function resolveOptions(target: Target, refresh = false): NonNullable<RspackOptions['resolve']> {
  return {
    ...(target === 'web' && !refresh ? { alias: browserReactAliases() } : {}),
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    conditionNames: target === 'web' ? ['shop-source', 'browser', 'import', 'module', 'default'] : ['shop-source', 'node', 'import', 'require', 'default'],
  };
}

/** Production unless NODE_ENV says development. */
export function buildMode(): 'production' | 'development' {
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}
