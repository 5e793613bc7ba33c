import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiTests = 'src/**/*.api.test.ts';

/**
 * The API suite on PostgreSQL needs a server to work in: without TEST_DATABASE_URL the project is
 * left out, so that `npx vitest run <file>` works anywhere (an API file then runs on SQLite), and
 * one line says so, unless the command asked only for other projects.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

const apiPostgres: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'api-postgres', include: [apiTests], env: { TEST_DB: 'postgres' }, testTimeout: 30_000 },
};

/** The names given with `--project` (a name or a pattern with `*`), empty when none were. */
function requestedProjects(argv: string[]): string[] {
  return argv.flatMap((arg, index) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    return arg === '--project' && argv[index + 1] ? [argv[index + 1] as string] : [];
  });
}

const requested = requestedProjects(process.argv);
const postgresRequested =
  requested.length === 0 ||
  requested.some((pattern) => new RegExp(`^${pattern.replaceAll('*', '.*')}$`).test('api-postgres'));
// Vitest reads this file again for each project that extends it: the line is said once a run.
const said = Symbol.for('studio.vitest.postgres-skipped');
const run = globalThis as { [said]?: true };
if (!postgresUrl && postgresRequested && !run[said]) {
  run[said] = true;
  console.log('TEST_DATABASE_URL is not set: the api-postgres project is skipped, API tests run on SQLite.');
}

export default defineConfig({
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [apiTests],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: { name: 'web', include: ['src/**/*.test.tsx'], environment: 'jsdom' },
      },
      {
        extends: true,
        test: { name: 'api-sqlite', include: [apiTests], env: { TEST_DB: 'sqlite' }, testTimeout: 20_000 },
      },
      ...(postgresUrl ? [apiPostgres] : []),
    ],
  },
});
