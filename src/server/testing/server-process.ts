/**
 * The server as a process of its own, run from its TypeScript source by `node --import tsx`:
 * one process, so that a signal a test sends (SIGKILL above all) reaches the server itself.
 * tsx's command line would run the server as a child of its own, which a SIGKILL to tsx leaves
 * running.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';

export function startServerProcess(env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio });
}
