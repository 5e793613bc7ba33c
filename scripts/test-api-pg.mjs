// `npm run test:api:pg`: the API suite on PostgreSQL. Without a database to work in, one clear
// line instead of every test file failing with the same error.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'TEST_DATABASE_URL is not set: point it at a PostgreSQL server on which the tests may create databases, e.g. TEST_DATABASE_URL=postgresql://postgres:postgres@127.0.0.1:5432/studio_test (README, "Running on PostgreSQL").',
  );
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api-postgres*', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
