import { defineConfig } from 'vitest/config';

const apiTests = 'src/**/*.api.test.ts';

export default defineConfig({
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: [apiTests], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'web', include: ['src/**/*.test.tsx'], environment: 'jsdom' },
      },
      {
        extends: true,
        test: { name: 'api-sqlite', include: [apiTests], env: { TEST_DB: 'sqlite' }, testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: [apiTests],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
        },
      },
    ],
  },
});
