/**
 * A site of a spec's own, on E2E_PORT + `offset`: journeys that publish the studio's content
 * change what every page shows, so they cannot share the site other journeys read at the same
 * time. The server starts on a fresh database and is stopped with SIGTERM, so it removes its
 * temporary data folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export function ownSite(offset: number) {
  const port = Number(process.env.E2E_PORT ?? 4173) + offset;
  const url = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  return {
    port,
    url,
    async start(): Promise<void> {
      server = spawn(process.execPath, ['scripts/e2e-server.mjs', String(port)], { stdio: 'ignore' });
      const deadline = Date.now() + 90_000;
      for (;;) {
        const healthy = await fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) return;
        if (server.exitCode !== null || Date.now() > deadline) {
          throw new Error(`a journey's own site did not start on port ${port}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop(): Promise<void> {
      if (!server || server.exitCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}
