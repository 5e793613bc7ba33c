/**
 * The server as an operator meets it: a real process started from main.ts, a bad setting
 * refused at start-up, and SIGTERM ending it promptly even with a live board stream open.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from './testing/server-process.ts';

const port = 4620 + Number(process.env.VITEST_POOL_ID ?? 0);
let child: ChildProcess | undefined;
let dataDir: string | undefined;

function start(env: Record<string, string>) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-main-'));
  const server = startServerProcess(
    { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', ...env },
    ['ignore', 'pipe', 'pipe'],
  );
  let stderr = '';
  server.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  child = server;
  return { server, exited, stderr: () => stderr };
}

async function healthy(): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}

afterEach(() => {
  child?.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('refuses a bad setting at start-up and names it', async () => {
    const { exited, stderr } = start({ PORT: 'eighty' });
    expect(await exited).toBe(1);
    expect(stderr()).toContain('PORT');
  }, 30_000);

  it('creates its database, serves, and stops on SIGTERM even with a live stream open', async () => {
    const { server, exited } = start({});
    await healthy();
    expect(fs.existsSync(path.join(dataDir!, 'studio.db'))).toBe(true);

    const stream = await fetch(`http://127.0.0.1:${port}/api/book/events`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    await stream.body?.cancel().catch(() => {});
  }, 30_000);
});
