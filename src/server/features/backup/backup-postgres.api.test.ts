/**
 * PostgreSQL's backups made by the server (docs/decisions/086): 지금 백업 writes the archive from
 * one snapshot; it restores into a fresh schema with every table equal to the source's, ids
 * carrying on and the overlap triggers back in place; a schema that holds tables, an archive of
 * the other database and rows that differ from the manifest are refused with nothing written;
 * the drill restores into a scratch schema and drops it; `npm run restore -- --from-bucket`
 * brings the newest whole archive back from the bucket. PostgreSQL only (TEST_DB=postgres).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor } from '#shared/messages/ko.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { refusal } from '../../testing/archive-refusal.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { uploadJpeg } from '../../testing/site-photos.ts';
import { api, call } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';
import {
  backupTarget,
  startTestS3,
  TEST_KEY_ID,
  TEST_PASSPHRASE,
  TEST_SECRET,
  type TestS3,
} from '../../testing/test-s3.ts';
import { verifyArchive } from './backup-archive.ts';
import { runRestore } from './backup-command.ts';
import { quoteIdent } from './pg-export.ts';
import { restorePostgresArchive, stagingSchemaName } from './pg-restore.ts';

/** The app's own database: restores go into new schemas beside its tables. */
let url = process.env.TEST_DATABASE_URL ?? '';

/** A plain connection for looking at schemas from outside the app. */
async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every table of `schema` with its rows (as text, in primary-key order). */
async function tablesOf(schema: string): Promise<Record<string, string[]>> {
  return admin(async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = $1 and tablename <> 'kysely_migration_lock' order by 1",
      [schema],
    );
    const found: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(
        `select t::text as row from ${quoteIdent(schema)}.${quoteIdent(name)} t order by 1`,
      );
      found[name] = rows.map((row) => row.row);
    }
    return found;
  });
}

async function schemasLike(prefix: string): Promise<string[]> {
  return admin(async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select nspname as name from pg_namespace where nspname like $1',
      [`${prefix}%`],
    );
    return rows.map((row) => row.name);
  });
}

/** The app's own schema (each test file has one). */
async function appSchema(t: TestApp): Promise<string> {
  const { rows } = await t.app.dbHandle.pgPool!.query<{ schema: string }>(
    'select current_schema() as schema',
  );
  return rows[0]!.schema;
}

describe.skipIf(testDialect() !== 'postgres')('PostgreSQL backups', { timeout: 120_000 }, () => {
  let t: TestApp;
  let s3: TestS3;
  let owner: SignedIn;
  let teacher: SignedIn;
  let day = 0;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-pg-'));
  const made: string[] = [];

  /** A schema of the test's own, dropped at the end. */
  function freshSchema(): string {
    const name = stagingSchemaName('restore').replace('studio_restore_', 'test_restored_');
    made.push(name);
    return name;
  }

  function nextDay(): void {
    day += 1;
    const date = new Date(Date.UTC(2026, 11, day)).toISOString().slice(0, 10);
    t.clock.set(`${date}T10:00:00+09:00`);
  }

  const settings = (prefix: string) => backupTarget(s3.endpoint, prefix);

  /** 지금 백업 on a day of its own; answers the local archive's path. */
  async function backUp(prefix?: string): Promise<string> {
    nextDay();
    if (prefix)
      expect((await call(t.app, owner, 'PUT', '/api/backup/target', settings(prefix))).statusCode).toBe(200);
    const run = await call(t.app, owner, 'POST', '/api/backup/run');
    expect(run.statusCode).toBe(200);
    if (prefix) expect(run.json().offsite.state).toBe('uploaded');
    return path.join(t.config.backup.dir, run.json().name);
  }

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' }, now: '2026-12-01T10:00:00+09:00' });
    url = t.env.DATABASE_URL ?? url;
    owner = await signIn(t.app, 'owner');
    teacher = await signIn(t.app, 'teacher');
    for (const [name, phone] of [
      ['김민지', '010-1234-5678'],
      ['이서준', '010-2222-3333'],
    ] as const)
      expect((await api.add(t.app, teacher, { name, phone, lesson: 4 })).statusCode).toBe(201);
    expect(
      (await api.charge(t.app, teacher, '김민지', { pay: 200_000, lesson: 4, method: '카드' })).statusCode,
    ).toBe(200);
    // A picture kept in the database (bytea), with a line break and quotes in a text column.
    await uploadJpeg(t.app, owner, 64, 48);
    await t.db
      .updateTable('students')
      .set({ memo: '첫 줄\n"둘째" 줄 \\ 끝' })
      .where('name', '=', '이서준')
      .execute();
  }, 60_000);
  afterAll(async () => {
    for (const schema of made)
      await admin((client) => client.query(`drop schema if exists ${quoteIdent(schema)} cascade`));
    await t?.close();
    await s3?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('backs up every table from one snapshot and restores into a fresh schema equal to the source', async () => {
    const file = await backUp();
    const manifest = await verifyArchive(file);
    expect(manifest.database).toBe('postgres');
    expect(manifest.tables.students).toBe(2);
    const names: string[] = [];
    await tar.list({ file, onReadEntry: (entry) => void names.push(entry.path) });
    expect(names).toContain('tables/students.jsonl');
    expect(names).not.toContain('studio.db');
    expect(names).toContain('secrets/settings.key');

    const target = freshSchema();
    const dataDir = path.join(scratch, 'restored-data');
    const restored = await restorePostgresArchive(file, { url, schema: target, dataDir });
    expect(restored.tables).toEqual(manifest.tables);
    const source = await tablesOf(await appSchema(t));
    const copy = await tablesOf(target);
    expect(Object.keys(copy)).toEqual(Object.keys(source));
    // Every table equals the source's, but the off-site attempt's state, written just after the
    // archive (with no bucket set: "idle").
    for (const [name, rows] of Object.entries(copy))
      if (name !== 'backup_upload_state') expect(rows, name).toEqual(source[name]);
    expect(copy.backup_upload_state).toEqual([]);
    expect(copy.students?.some((row) => row.includes('첫 줄'))).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'secrets', 'settings.key'))).toEqual(
      fs.readFileSync(path.join(t.config.dataDir, 'secrets', 'settings.key')),
    );
    // Nothing of the restore's own is left: no staging schema, no staging folder.
    expect(await schemasLike('studio_restore_')).toEqual([]);
    expect(fs.readdirSync(scratch).filter((name) => name.startsWith('.studio-restore-'))).toEqual([]);

    // The restored studio carries on: a new id after the highest, the overlap trigger in place.
    await admin(async (client) => {
      await client.query(`set search_path to ${quoteIdent(target)}`);
      const { rows } = await client.query<{ id: number }>(
        "insert into audit_log (at, actor_id, actor_name, action, target, detail) values ('2026-12-01', 'x', 'x', 'y', 'z', '') returning id",
      );
      const { rows: highest } = await client.query<{ max: number }>('select max(id) as max from audit_log');
      expect(rows[0]?.id).toBe(highest[0]?.max);
      const { rows: triggers } = await client.query(
        "select tgname from pg_trigger where not tgisinternal and tgrelid = 'lesson_series'::regclass",
      );
      expect(triggers).toEqual([{ tgname: 'lesson_series_no_overlap' }]);
    });
  });

  it('is one consistent moment while lessons keep being recorded', async () => {
    nextDay();
    const names = ['박하늘', '최바다', '정우주', '한여름', '윤가을', '강겨울'];
    for (const name of names)
      expect((await api.add(t.app, teacher, { name, phone: '010-5555-6666', lesson: 20 })).statusCode).toBe(
        201,
      );
    // Each record takes a lesson off the student and writes its ledger row in one transaction.
    // Some before the backup, then one after another for as long as it runs.
    const record = async (index: number) => {
      const answer = await api.lesson(t.app, teacher, names[index % names.length] as string, {
        status: '출석',
      });
      expect(answer.statusCode).toBe(200);
    };
    let sent = 0;
    for (; sent < names.length; sent += 1) await record(sent);
    let finished = false;
    const backup = call(t.app, owner, 'POST', '/api/backup/run').finally(() => {
      finished = true;
    });
    while (!finished && sent < 100) await record(sent++);
    const run = await backup;
    expect(run.statusCode).toBe(200);
    const file = path.join(t.config.backup.dir, run.json().name);

    const target = freshSchema();
    await restorePostgresArchive(file, { url, schema: target, dataDir: path.join(scratch, 'storm-data') });
    const { rows } = await admin((client) =>
      client.query<{ name: string; remaining: number; total: number }>(
        `select s.name, s.remaining, coalesce(sum(l.change), 0)::int as total
           from ${target}.students s left join ${target}.lesson_ledger l on l.student_id = s.id
          group by s.id, s.name, s.remaining order by s.id`,
      ),
    );
    // Every student's balance agrees with its ledger in the copy: no record half in it.
    expect(rows.filter((row) => row.remaining !== row.total)).toEqual([]);
    const stormRows = rows.filter((row) => names.includes(row.name));
    expect(stormRows).toHaveLength(names.length);
    // And the backup did land in the middle: the records before it in it, not all of them.
    const recorded = stormRows.reduce((sum, row) => sum + (20 - row.remaining), 0);
    expect(recorded).toBeGreaterThanOrEqual(names.length);
    expect(recorded).toBeLessThan(sent);
  });

  it('refuses a schema that holds tables, writing nothing', async () => {
    const file = await backUp();
    const target = freshSchema();
    await admin((client) => client.query(`create schema ${target}; create table ${target}.mine (id int)`));
    const dataDir = path.join(scratch, 'busy-data');
    expect(await refusal(restorePostgresArchive(file, { url, schema: target, dataDir }))).toBe(
      'backup.schema_not_empty',
    );
    expect(Object.keys(await tablesOf(target))).toEqual(['mine']);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('refuses rows that differ from the manifest and drops what it built', async () => {
    const file = await backUp();
    const unpacked = path.join(scratch, 'differ');
    fs.mkdirSync(unpacked);
    await tar.extract({ file, cwd: unpacked });
    // One student's name changed in its file, with the file's SHA-256 updated to match: only
    // reading the restored table again finds it.
    const rows = path.join(unpacked, 'tables', 'students.jsonl');
    fs.writeFileSync(rows, fs.readFileSync(rows, 'utf8').replace('김민지', '김민수'));
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    const { createHash } = await import('node:crypto');
    const entry = manifest.files.find((each: { path: string }) => each.path === 'tables/students.jsonl');
    entry.sha256 = createHash('sha256').update(fs.readFileSync(rows)).digest('hex');
    entry.size = fs.statSync(rows).size;
    const students = manifest.tables.students;
    manifest.tables.students = students + 1;
    fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const remade = path.join(scratch, 'differ.tar.gz');
    await tar.create({ gzip: true, portable: true, cwd: unpacked, file: remade }, [
      'manifest.json',
      ...manifest.files.map((each: { path: string }) => each.path),
    ]);
    const target = freshSchema();
    const failure = restorePostgresArchive(remade, {
      url,
      schema: target,
      dataDir: path.join(scratch, 'd2'),
    });
    await expect(failure).rejects.toMatchObject({
      code: 'backup.rows_differ',
      detail: `students 표: 백업 목록 ${students + 1}행, 복원본 ${students}행`,
    });
    expect(await tablesOf(target)).toEqual({});
    expect(await schemasLike('studio_restore_')).toEqual([]);
  });

  it('drills the newest off-site archive in a scratch schema and drops it', async () => {
    const file = await backUp('pg-drill');
    const manifest = await verifyArchive(file);
    const drill = await call(t.app, owner, 'POST', '/api/backup/drills');
    expect(drill.statusCode).toBe(200);
    expect(drill.json()).toMatchObject({
      source: 'offsite',
      archive: `${path.basename(file)}.enc`,
      database: 'postgres',
      ok: true,
      tables: Object.keys(manifest.tables).length,
      rows: Object.values(manifest.tables).reduce((sum, count) => sum + count, 0),
      problem: null,
    });
    expect(await schemasLike('studio_drill_')).toEqual([]);
    // The bucket never holds a student's name in clear.
    expect(s3.allBytes().includes(Buffer.from('김민지'))).toBe(false);
  });

  it('restores from the bucket with the passphrase, into an empty database only', async () => {
    const file = await backUp('pg-from-bucket');
    const { tables } = await verifyArchive(file);
    const target = freshSchema();
    await admin((client) => client.query(`create schema ${target}`));
    const lines: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const env = {
      DATA_DIR: path.join(scratch, 'from-bucket'),
      DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${target}`)}`,
      OUTBOUND_ALLOW_PRIVATE: 'true',
      BACKUP_S3_ENDPOINT: s3.endpoint,
      BACKUP_S3_REGION: 'us-east-1',
      BACKUP_S3_BUCKET: 'studio-backups',
      BACKUP_S3_PREFIX: 'pg-from-bucket',
      BACKUP_S3_ACCESS_KEY_ID: TEST_KEY_ID,
      BACKUP_S3_SECRET_ACCESS_KEY: TEST_SECRET,
    };
    // The passphrase is asked for when the environment does not carry it.
    const asked: string[] = [];
    const ask = async (question: string, options: { secret: boolean }) => {
      asked.push(`${question}${options.secret ? ' (secret)' : ''}`);
      return 'not the passphrase at all';
    };
    expect(await runRestore(env, ['--from-bucket'], { ...out, ask })).toBe(1);
    expect(asked).toEqual(['백업 암호 (복구 키):  (secret)']);
    expect(lines.at(-2)).toBe(`복원하지 않았습니다: ${messageFor('backup.passphrase_wrong')}`);
    expect(await tablesOf(target)).toEqual({});

    lines.length = 0;
    const code = await runRestore({ ...env, BACKUP_PASSPHRASE: TEST_PASSPHRASE }, ['--from-bucket'], out);
    expect(code).toBe(0);
    const timed = / \(\d+(\.\d)? ?(ms|초)\)/;
    expect(lines.map((line) => line.replace(timed, ''))).toEqual([
      '버킷의 백업 1개 (새것부터):',
      // An archive of a few kilobytes, made at the test's own clock.
      `  ${path.basename(file)}.enc  ${formatSeoulDateTime(t.clock.now())}  0.0 MB`,
      `내려받는 중: ${path.basename(file)}.enc`,
      '복호화하고 검사했습니다. 복원하는 중…',
      '복원했습니다: PostgreSQL (DATABASE_URL)',
      `  ${formatSeoulDateTime(t.clock.now())}의 백업 · 학생 ${tables.students}명 · 사진 파일 0개 · 모든 표와 파일의 SHA-256 확인`,
      'Restored into PostgreSQL (DATABASE_URL). Start the site with the same settings (npm start).',
    ]);
    const copy = await tablesOf(target);
    expect(copy.students).toHaveLength(tables.students as number);

    lines.length = 0;
    expect(await runRestore({ ...env, BACKUP_PASSPHRASE: TEST_PASSPHRASE }, ['--from-bucket'], out)).toBe(1);
    expect(lines[lines.length - 2]).toMatch(/^복원하지 않았습니다: 복원할 PostgreSQL 데이터베이스/);
  });
});
