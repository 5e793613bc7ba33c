/**
 * The way back from the bucket, shared by the weekly drill and `npm run restore --
 * --from-bucket`: the backups the bucket holds (whole objects only: `.partial/` uploads cut
 * off midway are never among them), and one of them downloaded, decrypted and checked.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { BackupManifest } from '#shared/backup-rules.ts';
import { decryptFile } from './archive-crypto.ts';
import { verifyArchive } from './backup-archive.ts';
import { backupObjects, ENCRYPTED_SUFFIX, type OffsiteObject } from './offsite.ts';
import type { Bucket } from './s3-bucket.ts';

/** The backups in the bucket, newest first. */
export async function listOffsiteBackups(bucket: Bucket): Promise<OffsiteObject[]> {
  return backupObjects(await bucket.list()).reverse();
}

export interface FetchedArchive {
  /** The decrypted `.tar.gz`, checked against its manifest. */
  file: string;
  archive: string;
  manifest: BackupManifest;
}

/**
 * Downloads `archive` (its name without `.enc`) into `folder`, decrypts it with the
 * passphrase and checks it. Throws BucketError, DecryptRefused or ArchiveRefused; the
 * encrypted copy is removed either way.
 */
export async function fetchArchive(
  bucket: Bucket,
  archive: string,
  passphrase: string,
  folder: string,
): Promise<FetchedArchive> {
  const sealed = path.join(folder, `${archive}${ENCRYPTED_SUFFIX}`);
  const file = path.join(folder, archive);
  try {
    await bucket.downloadFile(`${archive}${ENCRYPTED_SUFFIX}`, sealed);
    await decryptFile(sealed, file, passphrase);
  } finally {
    await fsp.rm(sealed, { force: true });
  }
  const manifest = await verifyArchive(file);
  return { file, archive, manifest };
}
