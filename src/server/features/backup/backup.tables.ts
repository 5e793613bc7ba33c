import type { Generated } from 'kysely';

/** The backup feature's tables (migrations 038, 039). */

export interface BackupTargetTable {
  id: number;
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  access_key_id: string;
  secret_access_key_sealed: string;
  secret_access_key_hint: string;
  passphrase_sealed: string;
  updated_at: string;
}

export type UploadStateName = 'idle' | 'uploading' | 'retrying' | 'failed';

export interface BackupUploadStateTable {
  id: number;
  state: UploadStateName;
  archive: string | null;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  last_uploaded_archive: string | null;
  last_uploaded_at: string | null;
  last_uploaded_created_at: string | null;
  updated_at: string;
}

export interface BackupDrillsTable {
  id: Generated<number>;
  started_at: string;
  duration_ms: number;
  source: 'offsite' | 'local';
  archive: string | null;
  database: 'sqlite' | 'postgres';
  /** 1 or 0. */
  ok: number;
  tables: number;
  rows: number;
  problem: string | null;
}

/** A scheduled run's key (`nightly:2026-11-28`), written once: the instance that writes it runs it. */
export interface BackupClaimsTable {
  key: string;
  claimed_at: string;
}

export interface BackupTables {
  backup_drills: BackupDrillsTable;
  backup_claims: BackupClaimsTable;
  backup_target: BackupTargetTable;
  backup_upload_state: BackupUploadStateTable;
}
