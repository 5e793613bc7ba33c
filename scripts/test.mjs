// `npm test`: every test runner in turn — Vitest (unit, web components, the API suite on
// SQLite, and on PostgreSQL when TEST_DATABASE_URL is set) and Playwright in Chromium —
// then one closing line, `N passed, N failed`, summed over all of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const out = '.test-output';
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const projects = ['unit', 'unit-mocks', 'web', 'web-mocks', 'api-sqlite', 'api-sqlite-mocks'];
if (process.env.TEST_DATABASE_URL) projects.push('api-postgres', 'api-postgres-mocks');
else console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only (see README).');

// The time each runner starts, so that a slow run shows where its minutes went.
const clock = () => new Date().toISOString().slice(11, 19);
console.log(`=== ${clock()} Vitest`);
const vitest = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/vitest.json`,
  ],
  { stdio: 'inherit' },
);

console.log(`=== ${clock()} browser journeys`);
const playwright = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'],
  {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json` },
  },
);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const v = readJson(`${out}/vitest.json`);
const p = readJson(`${out}/playwright.json`);
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0);
let failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0);
// A runner that crashed before reporting counts as a failure, never as silence.
if (vitest.status !== 0 && (v?.numFailedTests ?? 0) === 0) failed += 1;
if (playwright.status !== 0 && (p?.stats?.unexpected ?? 0) === 0) failed += 1;

console.log(`=== ${clock()} done`);
fs.writeFileSync(`${out}/summary.json`, JSON.stringify({ passed, failed }));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
