/**
 * Never two backups at once: one at a time in this process, and across processes (the server
 * and `npm run backup` on the same data folder) by a lock file holding the process id. A lock
 * left by a process that is gone is taken over.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../app-error.ts';

/** Another backup holds the lock; a request that asked for one hears 409. */
export class BackupBusy extends AppError {
  constructor() {
    super('backup.busy', 409);
    this.name = 'BackupBusy';
  }
}

const LOCK_NAME = '.backup.lock';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function takeFileLock(file: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fsp.writeFile(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(await fsp.readFile(file, 'utf8').catch(() => ''), 10);
      // This process's own id, unknown to its in-memory lock, was left by an earlier life with
      // the same id: a container's first process is always 1.
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processIsAlive(pid)) return false;
      await fsp.rm(file, { force: true });
    }
  }
  return false;
}

export class BackupLock {
  private running: Promise<unknown> | null = null;

  constructor(private readonly folder: string) {}

  /**
   * Runs `work` alone. `wait: true` waits for a backup of this process to end first (the
   * nightly run); otherwise a running backup is refused with BackupBusy at once.
   */
  async run<T>(work: () => Promise<T>, options: { wait: boolean }): Promise<T> {
    while (this.running) {
      if (!options.wait) throw new BackupBusy();
      await this.running.catch(() => {});
    }
    const task = this.runLocked(work);
    this.running = task;
    try {
      return await task;
    } finally {
      if (this.running === task) this.running = null;
    }
  }

  private async runLocked<T>(work: () => Promise<T>): Promise<T> {
    await fsp.mkdir(this.folder, { recursive: true });
    const file = path.join(this.folder, LOCK_NAME);
    if (!(await takeFileLock(file))) throw new BackupBusy();
    try {
      return await work();
    } finally {
      fs.rmSync(file, { force: true });
    }
  }
}
