import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries of style.md: src/ never imports mocks/ (main.tsx reaches it through the
// `virtual:mock-backend` alias); mocks/ imports only the contract from src/api; pages and
// resources do not import each other.
const noMocksFromSrc = {
  group: ['**/mocks/**', '../mocks', '../../mocks', '../../../mocks'],
  message: 'src/ must not import the mock backend (see vite.config.ts alias).',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-off', 'dist-size', 'node_modules', 'public/mockServiceWorker.js', 'src/api/schema.d.ts', 'test-results', 'playwright-report'] },
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
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocksFromSrc] }] },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocksFromSrc, { group: ['**/resources/**', '../../resources'], message: 'Pages do not import resources; share through components/.' }] }],
    },
  },
  {
    files: ['src/resources/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noMocksFromSrc, { group: ['**/pages/**'], message: 'Resources do not import pages; share through components/.' }] }],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(\\.\\./)+src/(?!api/(schema|policy|types)(\\.d)?$)',
          message: 'mocks/ may import only the contract (src/api/schema, types, policy).',
        }],
      }],
    },
  },
);
