/**
 * The tests StrykerJS runs against each mutant (stryker.config.mjs): unit tests and the API
 * suite on in-memory SQLite, which needs no server. Browser and web-component tests do not
 * reach the modules under mutation. MUTATION_TESTS=unit keeps to the unit tests: a quick
 * lower bound of the score, for modules the API suite would otherwise run for every mutant.
 */
import { defineConfig } from 'vitest/config';

const apiTests = 'src/**/*.api.test.ts';

const apiProject = {
  extends: true,
  test: {
    name: 'api-sqlite',
    include: [apiTests],
    // The server-process test spawns real servers: it covers no mutated module and is slow.
    exclude: ['src/server/main.test.ts'],
    env: { TEST_DB: 'sqlite' },
    testTimeout: 30_000,
  },
};

export default defineConfig({
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: [apiTests, 'src/server/main.test.ts'],
          environment: 'node',
        },
      },
      ...(process.env.MUTATION_TESTS === 'unit' ? [] : [apiProject]),
    ],
  },
});
