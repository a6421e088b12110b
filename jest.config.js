// Jest for the unit, component and API tests (ADR 0024): one project per package, native ES
// modules (Node's VM modules, see the `test:*` scripts), TypeScript and JSX through @swc/jest.

const browserLike = [
  'shell',
  'mfe-search',
  'mfe-product',
  'mfe-gifting',
  'mfe-checkout',
  'mfe-content',
];
const domLibs = ['shared/platform', 'shared/design-system', 'shared/booking'];
const nodeLike = [
  'api',
  'shared/criteria',
  'shared/api-contract',
  'shared/i18n',
  'shared/test-support',
];

/** @type {import('jest').Config['projects'][number]} */
const common = {
  rootDir: import.meta.dirname,
  testMatch: [],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2023',
          // `import … with { type: 'json' }` reaches Node as written (Jest requires it for JSON).
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
        sourceMaps: 'inline',
      },
    ],
  },
  // CSS Modules answer their class names unscoped: styles.card is "card".
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  fakeTimers: { doNotFake: ['nextTick', 'queueMicrotask'] },
};

const project = (dir, environment) => ({
  ...common,
  displayName: dir.replace('shared/', ''),
  testMatch: [`<rootDir>/${dir}/src/**/*.test.{ts,tsx}`],
  ...(environment === 'jsdom'
    ? {
        testEnvironment: '<rootDir>/shared/test-support/jsdom-environment.js',
        setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      }
    : { testEnvironment: 'node' }),
  ...(dir === 'api' ? { setupFilesAfterEnv: ['<rootDir>/api/src/testing/jest-setup.ts'] } : {}),
});

/** @type {import('jest').Config} */
export default {
  projects: [
    ...[...browserLike, ...domLibs].map((dir) => project(dir, 'jsdom')),
    ...nodeLike.map((dir) => project(dir, 'node')),
    // The build scripts' own rules (shared/build has no src/).
    {
      ...common,
      displayName: 'build',
      testMatch: ['<rootDir>/shared/build/*.test.ts'],
      testEnvironment: 'node',
    },
  ],
  cacheDirectory: '<rootDir>/.jest-cache',
  // Both cores of the machine (Jest's default keeps one for itself).
  maxWorkers: '100%',
};
