import { defineConfig } from 'vitest/config';

const browserLike = [
  'shell',
  'mfe-search',
  'mfe-product',
  'mfe-gifting',
  'mfe-checkout',
  'mfe-content',
];
const nodeLike = ['api', 'shared/criteria', 'shared/api-contract', 'shared/i18n'];
const domLibs = ['shared/platform', 'shared/design-system'];

export default defineConfig({
  test: {
    projects: [
      ...[...browserLike, ...domLibs].map((dir) => ({
        extends: true,
        test: {
          name: dir.replace('shared/', ''),
          root: dir,
          environment: 'jsdom',
          setupFiles: ['../'.repeat(dir.split('/').length) + 'vitest.setup.ts'],
        },
      })),
      ...nodeLike.map((dir) => ({
        extends: true,
        test: {
          name: dir.replace('shared/', ''),
          root: dir,
          environment: 'node',
          // Each API test file migrates and seeds its own database: slow on 2 loaded cores.
          ...(dir === 'api' ? { testTimeout: 30_000, hookTimeout: 60_000 } : {}),
        },
      })),
    ],
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
