import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { boundaryRules, layerZones } from './eslint.boundaries.js';
import prettierOff from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/.test-dist-*/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Regular expressions: no super-linear backtracking (review findings 1-2), plus the plugin's correctness rules.
  regexp.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
      // Style, not safety: unnamed groups document structure and an explicit [a-zA-Z] reads plainly.
      'regexp/no-unused-capturing-group': 'off',
      'regexp/use-ignore-case': 'off',
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaryRules,
  // Layout is Prettier's (`npm run format`); no lint rule argues with it.
  prettierOff,
  {
    // Import cycles fail the lint step (decision 901). Type-only imports count too: a cycle of types is still a
    // knot a newcomer has to untie.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No import up a layer (eslint.boundaries.js). Tests stand above every layer: a platform test may build the app.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
);
