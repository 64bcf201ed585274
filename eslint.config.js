import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Import boundaries of style.md: src/ never imports mocks/ (main.tsx reaches it through the
// `virtual:mock-backend` alias); mocks/ imports only the contract from src/api; pages and
// resources sit between them (pages → resources → components → providers → api).
// Tests and the kits they share (`*-test-kit.ts` beside them) are test code: they reach the mock
// backend directly, as test/render-app.tsx does.
const TEST_CODE = ['src/**/*.test.{ts,tsx}', 'src/**/*-test-kit.ts'];
const noMocksFromSrc = {
  group: ['**/mocks/**', '../mocks', '../../mocks', '../../../mocks'],
  message: 'src/ must not import the mock backend (see vite.config.ts alias).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-off',
      'dist-size',
      'dist-screens',
      'screens',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/api/schema.d.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // React code only: Playwright fixtures call their own `use`.
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No import cycles: the layers import one way (below), and within a folder a module never
    // imports the folder's index (a cycle through it is how a barrel file breaks lazy chunks).
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'test/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.d.ts'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Accessible names and roles where JSX can tell (the recommended set); axe checks the rest in
    // the browser (e2e).
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls takes focus, so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // Focus moves into a field only where the user just asked for it (a dialog they opened, New
      // carrier, the search they opened), on antd's inputs, never on a page load out of the blue.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // The tables keep their roles explicitly: the stacked phone layout changes `display`, which
    // drops a table's native semantics in Chromium and Safari.
    files: ['src/components/data-table.tsx'],
    rules: { 'jsx-a11y/no-interactive-element-to-noninteractive-role': 'off', 'jsx-a11y/no-redundant-roles': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocksFromSrc] }] },
  },
  {
    // Pages compose resources and components; a page never reaches into another page.
    files: ['src/pages/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocksFromSrc,
            {
              regex: '^\\.\\./(?!\\.\\.)',
              message: 'A page does not import another page: move what they share down to resources/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/resources/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noMocksFromSrc, { group: ['**/pages/**', '**/pages'], message: 'Resources do not import pages.' }] },
      ],
    },
  },
  {
    // Imports run one way: pages → resources → components → providers → api.
    files: ['src/components/**/*.{ts,tsx}', 'src/providers/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocksFromSrc,
            {
              group: ['**/pages/**', '**/pages', '**/resources/**', '**/resources'],
              message: 'components/, providers/ and api/ do not import pages or resources.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!api/(schema|policy|types|limits)(\\.d)?$)',
              message: 'mocks/ may import only the contract (src/api/schema, types, policy, limits).',
            },
          ],
        },
      ],
    },
  },
);
