// One flat ESLint config for every workspace package (conventions C2, C3, C8, C14). Import boundaries between
// apps, packages and features: ./boundaries.js (`shop/boundaries`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesPlugin } from './boundaries.js';

const HANGUL = '/[\\u3131-\\u318E\\uAC00-\\uD7A3]/';

/** Files that may hold Korean copy: message files, tests, seed data and e2e specs. */
const COPY_FILES = ['**/messages/**', '**/*.messages.ts', '**/messages.ko.ts', '**/*.test.ts', '**/*.test.tsx', '**/seed/**', '**/e2e/**'];

/**
 * Loader data is typed by its loader (`useLoaderData<typeof loadX>()`), never cast: a cast lets the page and the loader
 * drift apart silently.
 */
export const NO_CAST_SELECTORS = [
  'TSAsExpression > CallExpression.expression[callee.name=/^use(Route)?LoaderData$/]',
  'TSTypeAssertion > CallExpression.expression[callee.name=/^use(Route)?LoaderData$/]',
];
const LOADER_CAST_MESSAGE = 'Type loader data by its loader (useLoaderData<typeof loader>()), not with `as`.';

export const base = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, shop: boundariesPlugin },
    rules: {
      'shop/boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Import routing from @shop/router (the shared facade) only.' },
            { name: 'react-router-dom', message: 'Import routing from @shop/router (the shared facade) only.' },
          ],
          patterns: [
            { group: ['**/apps/*', '../../*/src/**', '@shop/*/src/*'], message: 'No imports between apps or into package internals: use a package public index.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${HANGUL}]`, message: 'Korean copy belongs in a messages file (C8).' },
        { selector: `JSXText[value=${HANGUL}]`, message: 'Korean copy belongs in a messages file (C8).' },
        { selector: `TemplateElement[value.raw=${HANGUL}]`, message: 'Korean copy belongs in a messages file (C8).' },
        ...NO_CAST_SELECTORS.map((selector) => ({ selector, message: LOADER_CAST_MESSAGE })),
      ],
    },
  },
  { files: COPY_FILES, rules: { 'no-restricted-syntax': 'off' } },
);

export default base;
