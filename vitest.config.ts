import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiTests = 'src/**/*.api.test.ts';
/**
 * API files that replace a module with `vi.mock`: they need a module registry of their own. The
 * others share one per worker (isolate: false), which spares each file loading the whole app
 * again — most of the API suite's time on two cores.
 */
const mockingApiTests = [
  'src/server/features/booking/booking-board-cache.api.test.ts',
  'src/server/features/booking/booking-pin-keyed.api.test.ts',
];

/** The unit file that replaces a module with `vi.mock`, apart likewise. */
const mockingUnitTest = 'src/server/features/booking/booking-pin-hash.test.ts';
const webTests = 'src/**/*.test.tsx';
/** Beside the root's setup files, which every project adds to its own. */
const webSetup = ['tests/setup/web-page.ts'];
/**
 * Component files kept apart, each with a registry and a window of its own: those that replace a
 * module with `vi.mock`, and the dialog's, which counts the window's history entries.
 */
const isolatedWebTests = [
  'src/web/components/ui/dialog.test.tsx',
  'src/web/features/content/components/gallery/gallery.test.tsx',
  'src/web/features/content/components/studio-map.test.tsx',
  'src/web/features/settings/editors/studio/studio-form.test.tsx',
  'src/web/features/settings/editors/pages-forms.test.tsx',
  'src/web/features/settings/components/section-editing.test.tsx',
  'src/web/features/settings/photos/photo-list-editor.test.tsx',
  'src/web/features/settings/photos/photo-field.test.tsx',
  'src/web/features/students/components/student-list.test.tsx',
];

/** The API suite on one database: the shuffled files, and the mocking ones apart. */
function apiProjects(database: 'sqlite' | 'postgres', testTimeout: number): TestProjectInlineConfiguration[] {
  const env = { TEST_DB: database };
  const globalSetup = database === 'postgres' ? ['src/server/testing/postgres-run.ts'] : [];
  // Tests within a file run in a new order each run, so a test that leans on another's rows fails CI.
  const sequence = { shuffle: { files: false, tests: true } };
  const shared = { env, testTimeout, globalSetup, isolate: false };
  return [
    {
      extends: true,
      test: {
        name: `api-${database}`,
        include: [apiTests],
        exclude: mockingApiTests,
        ...shared,
        sequence,
      },
    },
    {
      extends: true,
      test: {
        name: `api-${database}-mocks`,
        include: mockingApiTests,
        env,
        testTimeout,
        globalSetup,
        sequence,
      },
    },
  ];
}

/**
 * The API suite on PostgreSQL needs a server to work in: without TEST_DATABASE_URL the project is
 * left out, so that `npx vitest run <file>` works anywhere (an API file then runs on SQLite), and
 * one line says so, unless the command asked only for other projects.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

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
    // Said outright: files sharing a registry (isolate: false) would otherwise run one at a time.
    maxWorkers: Math.max(2, availableParallelism()),
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts'],
          exclude: [apiTests, mockingUnitTest],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-mocks', include: [mockingUnitTest], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: [webTests],
          exclude: isolatedWebTests,
          environment: 'jsdom',
          isolate: false,
          setupFiles: webSetup,
        },
      },
      {
        extends: true,
        test: { name: 'web-mocks', include: isolatedWebTests, environment: 'jsdom', setupFiles: webSetup },
      },
      ...apiProjects('sqlite', 20_000),
      ...(postgresUrl ? apiProjects('postgres', 30_000) : []),
    ],
  },
});
