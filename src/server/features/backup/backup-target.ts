/**
 * The off-site bucket the owner sets (docs/decisions/074): one row, the secret key and the
 * archive passphrase sealed with the settings key, each bound to its own purpose. What the
 * browser reads has neither: only that they are set, and the secret key's last characters.
 */
import { randomBytes } from 'node:crypto';
import type { BackupTarget, BackupTargetRequest } from '#shared/schemas/backup.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/database.ts';
import { type SecretBox, secretHint } from '../../lib/secret-box.ts';
import type { BucketSettings } from './s3-bucket.ts';

const SECRET_PURPOSE = 'backup.secret-access-key';
const PASSPHRASE_PURPOSE = 'backup.passphrase';

/** What the server holds of the target, its secrets opened. */
export interface StoredTarget extends BucketSettings {
  passphrase: string;
}

const EMPTY: BackupTarget = {
  configured: false,
  endpoint: '',
  region: '',
  bucket: '',
  prefix: '',
  accessKeyId: '',
  secretAccessKeyHint: null,
  passphraseSet: false,
  updatedAt: null,
};

/**
 * A passphrase of 24 letters and digits in groups of four (about 124 bits), without the
 * characters one misreads on paper (0/O, 1/l/I).
 */
export function generatePassphrase(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(24);
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return characters.match(/.{4}/g)!.join('-');
}

export async function readTarget(db: Db): Promise<BackupTarget> {
  const row = await db.selectFrom('backup_target').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return EMPTY;
  return {
    configured: true,
    endpoint: row.endpoint,
    region: row.region,
    bucket: row.bucket,
    prefix: row.prefix,
    accessKeyId: row.access_key_id,
    secretAccessKeyHint: row.secret_access_key_hint,
    passphraseSet: true,
    updatedAt: row.updated_at,
  };
}

/** The target with its secrets, or null when none is set or its secrets no longer open. */
export async function loadTarget(db: Db, box: SecretBox): Promise<StoredTarget | null> {
  const row = await db.selectFrom('backup_target').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return null;
  const secretAccessKey = box.open(row.secret_access_key_sealed, SECRET_PURPOSE);
  const passphrase = box.open(row.passphrase_sealed, PASSPHRASE_PURPOSE);
  if (secretAccessKey === null || passphrase === null) return null;
  return {
    endpoint: row.endpoint,
    region: row.region,
    bucket: row.bucket,
    prefix: row.prefix,
    accessKeyId: row.access_key_id,
    secretAccessKey,
    passphrase,
  };
}

/** The request's settings, the stored secret key standing in for an empty one. */
export async function bucketSettingsFor(
  db: Db,
  box: SecretBox,
  request: BackupTargetRequest,
): Promise<BucketSettings> {
  let secretAccessKey = request.secretAccessKey ?? '';
  if (secretAccessKey === '') secretAccessKey = (await loadTarget(db, box))?.secretAccessKey ?? '';
  if (secretAccessKey === '') throw new AppError('backup.secret_key_required', 400);
  return {
    endpoint: request.endpoint,
    region: request.region,
    bucket: request.bucket,
    prefix: request.prefix,
    accessKeyId: request.accessKeyId,
    secretAccessKey,
  };
}

/** Stores the target; answers the passphrase when the server made it (shown once). */
export async function saveTarget(
  db: Db,
  box: SecretBox,
  request: BackupTargetRequest,
  now: Date,
): Promise<{ generated: string | null }> {
  const settings = await bucketSettingsFor(db, box, request);
  const generated = request.generatePassphrase ? generatePassphrase() : null;
  let passphrase = generated ?? request.passphrase ?? '';
  if (passphrase === '') passphrase = (await loadTarget(db, box))?.passphrase ?? '';
  if (passphrase === '') throw new AppError('backup.passphrase_required', 400);
  const values = {
    endpoint: settings.endpoint,
    region: settings.region,
    bucket: settings.bucket,
    prefix: settings.prefix,
    access_key_id: settings.accessKeyId,
    secret_access_key_sealed: box.seal(settings.secretAccessKey, SECRET_PURPOSE),
    secret_access_key_hint: secretHint(settings.secretAccessKey),
    passphrase_sealed: box.seal(passphrase, PASSPHRASE_PURPOSE),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('backup_target')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  return { generated };
}
