import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The direction of dependencies (architecture.md), enforced instead of remembered. */
const noAppImports = {
  patterns: [
    { group: ['**/src/*', '**/src'], message: 'design-system must not import the app (src/): pass data by props.' },
    { group: ['**/server/*', '**/server'], message: 'design-system must not import the server.' },
    { group: ['axios', 'swr', 'swr/*'], message: 'design-system components do not fetch: data comes by props.' },
  ],
};

/**
 * The layers of the app (architecture.md, "Growing src/"), lowest first: a layer imports only the ones before it.
 * lib, i18n → api → auth → shared → features/<area> (never another area) → app → ssr. The console (src/admin) is
 * its own entry: the public app never imports it, and it imports nothing of the public app.
 */
const LAYERS = ['src/lib', 'src/i18n', 'src/api', 'src/auth', 'src/shared', 'src/features', 'src/app', 'src/ssr'];
const FLAT_BASE = 2; // lib and i18n are one level: neither imports the other's code
const areas = fs.readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const layerZones = [
  ...LAYERS.map((layer, index) => ({
    target: `./${layer}`,
    from: LAYERS.slice(Math.max(index + 1, FLAT_BASE)).filter((above) => above !== 'src/features' || layer !== 'src/app').map((above) => `./${above}`),
    message: `${layer} is below these layers (lib, i18n → api → auth → shared → features → app → ssr): move what both need down.`,
  })).filter((zone) => zone.from.length > 0),
  ...areas.map((area) => ({
    target: `./src/features/${area}`,
    from: './src/features',
    except: [`./${area}`],
    message: 'A feature does not import another: move what both use to src/shared.',
  })),
  {
    target: './src/app',
    from: ['./src/features/**/*'],
    except: ['**/src/features/*/*Page.tsx', '**/src/features/*/*Layout.tsx', '**/src/features/*/routes.ts', '**/src/features/*/index.ts'],
    message: "The app imports a feature's route modules (*Page.tsx, *Layout.tsx), their handles (routes.ts) and its index.ts, not its insides.",
  },
  { target: './src/!(admin)/**', from: './src/admin', message: 'The public app never imports the console.' },
  { target: './src/admin', from: LAYERS.map((layer) => `./${layer}`), message: 'The console imports nothing of the public app.' },
  { target: './server/src/lib', from: './server/src/routes', message: 'Server lib is below the routes: move the shared query to server/src/repositories.' },
  {
    target: './server/src/repositories',
    from: ['./server/src/routes', './server/src/plugins'],
    message: 'server/src/repositories holds the SQL that lib, plugins and several routes share: it imports none of them.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'server/dist/**', 'storybook-static/**', 'node_modules/**', 'coverage/**', '.tmp/**', 'data/**', '.storybook/public/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Type-only imports are not cycles at run time, and no-cycle skips them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Refs that mirror the latest callback are written during render on purpose (ScrollLoader).
      'react-hooks/refs': 'off',
    },
  },
  {
    files: ['design-system/**/*.{ts,tsx}'],
    ignores: ['design-system/**/*.stories.tsx', 'design-system/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', noAppImports],
      // Visible text comes from the message catalogues: no letters directly in JSX.
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-zА-Яа-яЁё]/]', message: 'Visible text must come from react-intl messages.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/src/*', '!**/server/src/contracts'],
              message: 'The client shares only the API types with the server (server/src/contracts, type imports).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-zА-Яа-яЁё]/]', message: 'Visible text must come from react-intl messages.' },
        {
          selector: "ImportDeclaration[source.value=/server\\/src\\/contracts/][importKind!='type']",
          message: 'Import the server contracts as types only (`import type`).',
        },
      ],
    },
  },
);
