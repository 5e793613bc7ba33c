/** What a restore or an archive check says of an archive: its refusal's code, or `accepted`. */
import { ArchiveRefused } from '../features/backup/backup-archive.ts';

export async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ArchiveRefused) return error.code;
    throw error;
  }
  return 'accepted';
}
