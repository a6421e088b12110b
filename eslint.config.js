import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mfe-search', 'mfe-product', 'mfe-gifting', 'mfe-checkout', 'mfe-content'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.nx/**',
      '.jest-cache/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  // Apps never import each other's source: they talk through @shop/platform and exposed modules.
  ...apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps
                .filter((other) => other !== app)
                .flatMap((other) => [`${other}/*`, `**/${other}/**`]),
              message:
                'Apps do not import each other: use @shop/platform or a remote exposed module.',
            },
          ],
          paths: [
            { name: 'zod', message: "Use 'zod/mini' in browser code (bundle budget)." },
            { name: 'zod/v4', message: "Use 'zod/mini' in browser code (bundle budget)." },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared/criteria/src/**/*.ts', 'shared/api-contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'criteria and api-contract are pure TypeScript.' },
            { name: 'zod', message: "Use 'zod/mini' (bundle budget)." },
            { name: 'zod/v4', message: "Use 'zod/mini' (bundle budget)." },
          ],
        },
      ],
    },
  },
  // ADR 0019: criteria's address parsers are on every page's first load; zod stays out of them.
  {
    files: ['shared/criteria/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'shared/criteria/src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'criteria is pure TypeScript.' }],
          patterns: [
            {
              group: ['zod', 'zod/*'],
              message:
                'No zod in shared/criteria (first load, ADR 0019): use ./fields; schemas go in shared/api-contract.',
            },
          ],
        },
      ],
    },
  },
);
