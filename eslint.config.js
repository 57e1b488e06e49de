import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The direction of dependencies (architecture.md), enforced instead of remembered. */
const noAppImports = {
  patterns: [
    { group: ['**/src/*', '**/src'], message: 'design-system must not import the app (src/): pass data by props.' },
    { group: ['**/server/*', '**/server'], message: 'design-system must not import the server.' },
    { group: ['axios', 'swr', 'swr/*'], message: 'design-system components do not fetch: data comes by props.' },
  ],
};

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
