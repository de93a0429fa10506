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
 * Casts that would hide a wrong shape: loader data is typed by its loader (`useLoaderData<typeof loadX>()`), so a page
 * and its loader cannot drift apart; parsed JSON (storage, database columns, fetched files) is checked by a schema.
 * `JSON.parse(…) as unknown` is no cast of the value and stays allowed.
 */
export const NO_CAST_RULES = [
  { selector: 'TSAsExpression > CallExpression.expression[callee.name=/^use(Route)?LoaderData$/]', message: 'Type loader data by its loader (useLoaderData<typeof loader>()), not with `as`.' },
  { selector: 'TSTypeAssertion > CallExpression.expression[callee.name=/^use(Route)?LoaderData$/]', message: 'Type loader data by its loader (useLoaderData<typeof loader>()), not with `as`.' },
  {
    selector: "TSAsExpression[typeAnnotation.type!='TSUnknownKeyword'] > CallExpression.expression[callee.object.name='JSON'][callee.property.name='parse']",
    message: 'Parse JSON by a valibot schema (v.parse / v.safeParse), not with `as`.',
  },
];

/**
 * No Intl formatting in code that runs in the browser: the first Intl call of a page loads ICU's locale data, 60–73 ms
 * at 4x CPU on a phone (2026-11-29), inside whichever tap or navigation first shows a number (the FAQ's "총 N건",
 * my page's points). `formatNumber` and `formatWon` of @shop/validators group digits without Intl; ISO-like date
 * strings compare with < and >. The API, a Node process, may use Intl (its config turns this off).
 */
export const NO_BROWSER_INTL_RULE = [
  'error',
  { property: 'toLocaleString', message: 'Use formatNumber / formatWon from @shop/validators: the first Intl call in a page costs 60-70 ms on a phone.' },
  { property: 'localeCompare', message: 'Compare with < and > (or a collator made once, off the tap): the first Intl call in a page costs 60-70 ms on a phone.' },
];

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
        ...NO_CAST_RULES,
      ],
    },
  },
  { files: COPY_FILES, rules: { 'no-restricted-syntax': 'off' } },
  { ignores: ['**/*.test.ts', '**/*.test.tsx'], rules: { 'no-restricted-properties': NO_BROWSER_INTL_RULE } },
);

export default base;
