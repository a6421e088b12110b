import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mfe-search', 'mfe-product', 'mfe-gifting', 'mfe-checkout', 'mfe-content'];

/**
 * ADR 0026: the layers of an app's `src/`, highest first. A module imports only from its own
 * layer's slice or from lower layers; what is not a layer (`lib/`, `i18n.ts`, `test/`) is the
 * app's shared level, below every layer.
 */
const layers = ['pages', 'widgets', 'features', 'entities'];
/** Layers whose slices (one folder each) never import each other: compose them one layer up. */
const isolatedLayers = ['widgets', 'features'];

const root = import.meta.dirname;
const slicesOf = (dir) => {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/** import-x/no-restricted-paths zones of one app: layer direction, then slice isolation. */
function layerZones(app) {
  const src = `${app}/src`;
  const upward = layers.slice(1).map((layer, index) => ({
    target: `${src}/${layer}`,
    from: layers.slice(0, index + 1).map((upper) => `${src}/${upper}`),
    message: `ADR 0026: ${layer} may not import an upper layer (pages → widgets → features → entities).`,
  }));
  const shared = {
    target: `${src}/lib`,
    from: layers.map((layer) => `${src}/${layer}`),
    message: "ADR 0026: the app's lib/ is below every layer and imports none.",
  };
  const isolated = isolatedLayers.flatMap((layer) =>
    slicesOf(`${src}/${layer}`).map((slice) => ({
      target: `${src}/${layer}/${slice}`,
      from: `${src}/${layer}`,
      except: [`./${slice}`],
      message: `ADR 0026: ${layer}/${slice} may not import another of the ${layer}: move what they share down a layer (entities/, lib/), or compose them in the layer above.`,
    })),
  );
  return [...upward, shared, ...isolated];
}

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
  // ADR 0026: no import cycles anywhere (the workspaces' @shop/* packages resolved to their source).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // ADR 0026: one file-naming convention: React components PascalCase `.tsx`, every other file
  // kebab-case (hooks `use-*.ts`); test and variant suffixes (`.test`, `.mobile.test`) follow the
  // name they qualify.
  {
    files: ['{shell,mfe-*,shared/*,api,e2e}/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.tsx': '@(+([A-Z])*([a-zA-Z0-9])|+([a-z])*([a-z0-9])*(-+([a-z0-9])))',
          '**/*.ts': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  ...apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones(app) }],
    },
  })),
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  // Issue 16 (ADR 0088): served HTML may not carry style attributes (CSP style-src 'self').
  {
    files: ['{shell,mfe-*,shared/*}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='style']",
          message:
            'The CSP refuses style attributes in served HTML: use a class, a data attribute with CSS, or useStyleProperties (@shop/design-system).',
        },
      ],
    },
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
            // ADR 0022: react-router is bundled in the shell only, not shared.
            ...(app === 'shell'
              ? []
              : [
                  {
                    name: 'react-router',
                    message: "Navigate with @shop/platform's navigate() and <Link> (ADR 0022).",
                  },
                  {
                    name: '@shop/platform/route-match',
                    message: 'The shell matches routes; a page gets its params as props.',
                  },
                ]),
            {
              name: 'react-i18next',
              message: "Use '@shop/i18n': it holds the page's one react-i18next (ADR 0023).",
            },
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
