/**
 * A lock file holding this process's own id was left by an earlier process with the same id —
 * in a container the server is always process 1 — and is taken over, not waited on for ever.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupBusy, BackupLock } from './backup-lock.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function folderWithLock(pid: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-lock-'));
  folders.push(folder);
  fs.writeFileSync(path.join(folder, '.backup.lock'), String(pid));
  return folder;
}

describe('the backup lock file', () => {
  it('is taken over when it holds this process’s own id', async () => {
    const lock = new BackupLock(folderWithLock(process.pid));
    expect(await lock.run(async () => 'ran', { wait: false })).toBe('ran');
  });

  it('still refuses while another living process holds it', async () => {
    const lock = new BackupLock(folderWithLock(process.ppid));
    await expect(lock.run(async () => 'ran', { wait: false })).rejects.toBeInstanceOf(BackupBusy);
  });
});
