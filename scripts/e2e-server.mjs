// The server the browser journeys run against: a fresh build if needed, an empty database in
// a temporary folder, and a known owner account (or, with --no-owner, no account at all: a fresh
// install, whose setup code the log prints, for tests/e2e/setup.spec.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { buildIsStale } from './build-freshness.mjs';

if (buildIsStale()) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

// Folders of e2e servers that are gone (killed before their clean-up ran) are removed first;
// each folder carries its server's process id.
for (const entry of fs.readdirSync(os.tmpdir())) {
  const owner = /^studio-e2e-(\d+)-/.exec(entry)?.[1];
  if (owner && !isRunning(Number(owner)))
    fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `studio-e2e-${process.pid}-`));
process.env.PORT = process.argv[2] ?? '4173';
process.env.HOST = '127.0.0.1';
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = 'warn';
// The journeys sign up dozens of teachers, each as if from a phone of their own
// (X-Forwarded-For in tests/e2e/fixtures.ts): from one address they would run into the
// per-address sign-up limit that is there to stop a script, not a studio's staff. One hop: the
// browser stands where a proxy would, and its one X-Forwarded-For entry is the client.
process.env.TRUST_PROXY = '1';
// The journeys' own stand-ins (an SMTP server the senders journey starts) listen on 127.0.0.1,
// which the server refuses for an address a person sets unless the studio's network is allowed.
process.env.OUTBOUND_ALLOW_PRIVATE ??= 'true';
if (process.argv.includes('--no-owner')) {
  delete process.env.OWNER_ID;
  delete process.env.OWNER_PASSWORD;
} else {
  process.env.OWNER_ID ??= 'owner';
  process.env.OWNER_PASSWORD ??= 'e2e-owner-password-7';
}
delete process.env.DATABASE_URL;
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

// Toss Payments cannot be reached from here: its API and its payment window are answered by
// the local stand-in the API tests use (src/server/testing/toss-stand-in.ts), bundled beside the
// build (where its packages resolve), with Toss's published test keys, which a fresh studio uses.
const standIn = path.resolve(process.env.BUILD_DIR ?? 'dist', 'e2e', `toss-stand-in-${process.pid}.mjs`);
process.on('exit', () => fs.rmSync(standIn, { force: true }));
await build({
  stdin: {
    contents: [
      "export { startTossStandIn } from './src/server/testing/toss-stand-in.ts';",
      "export { TOSS_TEST_KEYS } from './src/server/features/invoices/toss-keys.ts';",
    ].join('\n'),
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  outfile: standIn,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
const { startTossStandIn, TOSS_TEST_KEYS } = await import(pathToFileURL(standIn).href);
const toss = await startTossStandIn(TOSS_TEST_KEYS.secretKey);
process.env.TOSS_API_BASE = toss.url;
process.env.TOSS_SCRIPT_URL = `${toss.url}/v2/standard`;
// The stand-in listens on 127.0.0.1, which the server refuses to call unless allowed.
process.env.OUTBOUND_ALLOW_PRIVATE = 'true';

await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? 'dist', 'server', 'main.js')).href);
