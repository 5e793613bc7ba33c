// The built server the pages are measured on: a free local port, a fresh data folder that is
// removed afterwards, the owner account the caller names, always SQLite.
// A server stopped from outside — it shuts down cleanly on SIGTERM, exiting 0, and none was
// sent by us — is started again on the same folder, so the seeded content and ids stay; a
// crash (any other exit) ends the measurements with the server's last words.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const MAX_RESTARTS = 3;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer({ serverFile, owner }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-lighthouse-'));
  const { DATABASE_URL: _, ...environment } = process.env;
  const env = {
    ...environment,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OWNER_ID: owner.id,
    OWNER_PASSWORD: owner.password,
    PUBLIC_URL: base,
  };
  let child;
  let exited;
  let output = '';
  let stopping = false;
  let restarts = 0;

  const spawnChild = () => {
    child = spawn(process.execPath, [serverFile], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk) => {
      output = (output + chunk).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    exited = new Promise((resolve) => child.once('exit', resolve));
  };
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stoppedError = () =>
    new Error(`the server stopped (${child.signalCode ?? `exit code ${child.exitCode}`}):\n${output}`);

  async function waitUntilHealthy() {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (gone()) throw stoppedError();
      try {
        if ((await fetch(`${base}/api/health`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the server did not answer in 60 s:\n${output}`);
  }

  async function stop() {
    stopping = true;
    if (!gone()) {
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  /** Before each run: the server is up, started again when it was stopped from outside. */
  async function ensureRunning() {
    if (!gone()) return;
    if (stopping || child.exitCode !== 0 || restarts >= MAX_RESTARTS) throw stoppedError();
    restarts++;
    console.log('  the server was stopped from outside; starting it again on the same data');
    spawnChild();
    await waitUntilHealthy();
  }

  spawnChild();
  try {
    await waitUntilHealthy();
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, ensureRunning, gone, stoppedError, restarts: () => restarts };
}
