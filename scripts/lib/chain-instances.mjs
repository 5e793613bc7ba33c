// Two instances of the built server on one PostgreSQL database, and the round-robin proxy in a
// process of its own (so the requests the benchmark makes do not share its event loop).
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

async function healthy(base) {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error(`${base} did not become healthy in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startInstance({ name, serverFile, port, databaseUrl }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `studio-bench-chain-${name}-`));
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      // Behind the proxy: the client's address comes in X-Forwarded-For.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await healthy(base);
  return { name, port, base, child, dataDir };
}

export async function stopInstance(instance) {
  if (instance.child.exitCode === null) {
    const exited = new Promise((resolve) => instance.child.once('exit', resolve));
    instance.child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(instance.dataDir, { recursive: true, force: true });
}

/** Forks `script --proxy` with the instances; answers the child and the proxy's address. */
export async function startProxyProcess(script, instances) {
  const upstreams = instances.map(({ name, port }) => ({ name, host: '127.0.0.1', port }));
  const child = fork(script, ['--proxy', JSON.stringify(upstreams)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the proxy exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
