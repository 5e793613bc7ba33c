/**
 * A backup taken in the middle of a storm of bookings, lesson records, payments and uploads is
 * a consistent moment of the studio; a backup taken afterwards restores into a fresh folder
 * with every table equal row for row and every photo byte for byte; and the studio started on
 * the restored folder answers with the same students, ledger, receipts, posts and photos.
 * SQLite only: on PostgreSQL the site makes no backups (pg_dump does; backup.api.test.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openSqlite } from '../../db/connection.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { book } from '../../testing/booking.ts';
import { saveProduct, uploadPhoto } from '../../testing/products.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDialect } from '../../testing/test-database.ts';
import { restoreArchive } from './backup-archive.ts';

const STUDENTS = 12;
/** Tables that only ever gain rows: a backup's rows must all be found, unchanged, afterwards. */
const APPEND_ONLY = [
  'lessons_given',
  'lesson_ledger',
  'payments',
  'bookings',
  'posts',
  'audit_log',
  'products',
];

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const names = Array.from({ length: STUDENTS }, (_, index) => `학생${String(index + 1).padStart(2, '0')}`);

function tableNames(db: SqliteDatabase.Database): string[] {
  return db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
}

/** Every row of a table as JSON text, sorted: equal lists are equal tables. */
function rowsOf(db: SqliteDatabase.Database, table: string): string[] {
  return (db.prepare(`select * from "${table}"`).all() as Record<string, unknown>[])
    .map((row) =>
      JSON.stringify(row, (_, value) =>
        value && typeof value === 'object' && value.type === 'Buffer' ? sha(Buffer.from(value.data)) : value,
      ),
    )
    .sort();
}

function uploadsOf(folder: string): Record<string, string> {
  if (!fs.existsSync(folder)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => [name, sha(fs.readFileSync(path.join(folder, name)))]),
  );
}

/** Each student's remaining lessons and the balance of their newest ledger row. */
function balances(db: SqliteDatabase.Database): { remaining: number; balance: number | null }[] {
  return db
    .prepare(
      `select s.remaining as remaining,
              (select l.balance from lesson_ledger l where l.student_id = s.id order by l.id desc limit 1) as balance
       from students s order by s.id`,
    )
    .all() as { remaining: number; balance: number | null }[];
}

/**
 * A studio of the test's own (the storm books fixed rooms and hours) with {STUDENTS} students of
 * 8 lessons, four photos, a post and a product, and the storm of changes arriving around a
 * backup taken at its 40th request: the studio, its SQLite database and the backup.
 */
async function studioAfterStorm() {
  const t = await createTestApp({ now: '2026-11-25T10:00:00+09:00' });
  const live = t.app.dbHandle.sqlite as SqliteDatabase.Database;
  const owner = await signIn(t.app, 'owner');
  const teacher = await signIn(t.app, 'teacher');
  for (const name of names) {
    expect((await api.add(t.app, teacher, { name, phone: '010-1234-5678', lesson: 8 })).statusCode).toBe(201);
  }
  const photos = [];
  for (const colour of ['#aa0000', '#00aa00', '#0000aa', '#aaaa00'])
    photos.push(await uploadPhoto(t.app, teacher, colour));
  const post = await call(t.app, teacher, 'POST', '/api/write', {
    title: '연주회 안내',
    content: `<p>12월 연주회</p><p><img src="${photos[0]}"></p>`,
  });
  expect(post.statusCode).toBe(200);
  expect(
    (await saveProduct(t.app, teacher, { name: '리드', imgUrl: photos[1], price: 25000, optionList: [] }))
      .statusCode,
  ).toBe(201);
  const counts = (table: string) => live.prepare(`select count(*) from ${table}`).pluck().get() as number;
  const before = Object.fromEntries(APPEND_ONLY.map((table) => [table, counts(table)]));

  const storm: Promise<LightMyRequestResponse | string>[] = [];
  let backup: Promise<LightMyRequestResponse> | undefined;
  let sent = 0;
  const next = () => {
    sent += 1;
    if (sent === 40) backup = call(t.app, owner, 'GET', '/api/backup');
  };
  for (let room = 1; room <= 6; room += 1) {
    for (let time = 9; time <= 20; time += 2) {
      storm.push(book(t.app, { date: '2026-11-26', room, time, name: `예약${room}-${time}`, type: '1시간' }));
      next();
    }
  }
  names.forEach((name, index) => {
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25']) {
      storm.push(api.lesson(t.app, teacher, name, { status: '출석', date }));
      next();
    }
    if (index % 3 === 0) {
      storm.push(api.charge(t.app, teacher, name, { pay: 250000, lesson: 4, method: '카드' }));
      next();
    }
    if (index % 4 === 0) {
      storm.push(uploadPhoto(t.app, teacher, `#${(index * 20 + 15).toString(16).padStart(2, '0')}3060`));
      next();
    }
  });
  const answers = await Promise.all(storm);
  const during = await (backup as Promise<LightMyRequestResponse>);
  expect(during.statusCode).toBe(200);
  // However the storm and the backup interleaved on a busy machine, one write surely lands
  // after the backup's moment: the restore below must not hold it.
  expect(
    (await api.lesson(t.app, teacher, names[0]!, { status: '지각', date: '2026-11-22' })).statusCode,
  ).toBe(200);
  for (const answer of answers) {
    if (typeof answer !== 'string') expect(answer.statusCode, answer.body).toBeLessThan(300);
  }
  // The storm really wrote around the backup.
  const grown = APPEND_ONLY.filter((table) => counts(table) > before[table]!);
  expect(grown).toEqual(expect.arrayContaining(['bookings', 'lessons_given', 'lesson_ledger', 'payments']));
  return { t, owner, teacher, live, during };
}

describe.runIf(testDialect() === 'sqlite')('a backup during a storm of changes', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-storm-'));
  afterAll(() => {
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('takes a backup while bookings, lessons, payments and uploads keep arriving, restoring to one consistent moment', async () => {
    const { t, live, during } = await studioAfterStorm();
    try {
      const target = path.join(scratch, 'during');
      const file = path.join(scratch, 'during.tar.gz');
      fs.writeFileSync(file, during.rawPayload);
      const manifest = await restoreArchive(file, target);
      const copy = new SqliteDatabase(path.join(target, 'studio.db'), { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        // Every student's count agrees with their ledger, as in every committed moment.
        for (const row of balances(copy)) expect(row.remaining).toBe(row.balance);
        for (const row of balances(live)) expect(row.remaining).toBe(row.balance);
        // Whatever the backup holds of the rows that are only ever added is still there, unchanged.
        const behind: string[] = [];
        for (const table of APPEND_ONLY) {
          const now = new Set(rowsOf(live, table));
          const then = rowsOf(copy, table);
          expect(then.length).toBe(manifest.tables[table]);
          for (const row of then) expect(now.has(row), `${table}: ${row}`).toBe(true);
          if (then.length < now.size) behind.push(table);
        }
        // It was the middle of the storm: writes landed after the backup's moment.
        expect(behind.length).toBeGreaterThan(0);
        // A 2-hour booking is never half there, and every photo a row names came with it.
        const photos = uploadsOf(path.join(target, 'uploads'));
        const liveUploads = uploadsOf(t.config.uploadsDir);
        for (const [name, hash] of Object.entries(photos)) expect(liveUploads[name]).toBe(hash);
        const named = copy
          .prepare(
            'select img_url from products where img_url is not null union select image_url from posts where image_url is not null',
          )
          .pluck()
          .all() as string[];
        for (const url of named) expect(Object.keys(photos)).toContain(url.replace('/uploads/', ''));
      } finally {
        copy.close();
      }
    } finally {
      await t.close();
    }
  }, 60_000);

  it('restores a backup taken after the storm with every table and photo equal, and a studio started on it answers as the original did', async () => {
    const { t, owner, teacher, live } = await studioAfterStorm();
    try {
      const after = await call(t.app, owner, 'GET', '/api/backup');
      expect(after.statusCode).toBe(200);
      const target = path.join(scratch, 'after');
      const file = path.join(scratch, 'after.tar.gz');
      fs.writeFileSync(file, after.rawPayload);
      await restoreArchive(file, target);
      const copy = new SqliteDatabase(path.join(target, 'studio.db'), { readonly: true });
      try {
        expect(tableNames(copy)).toEqual(tableNames(live));
        for (const table of tableNames(live)) {
          expect(rowsOf(copy, table), table).toEqual(rowsOf(live, table));
        }
      } finally {
        copy.close();
      }
      const photos = uploadsOf(path.join(target, 'uploads'));
      expect(Object.keys(photos).length).toBeGreaterThanOrEqual(7);
      expect(photos).toEqual(uploadsOf(t.config.uploadsDir));
      const dataDir = path.join(scratch, 'after');
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', BACKUP_NIGHTLY: 'false' });
      const database = openSqlite(config.sqliteFile);
      await migrateToLatest(database.db);
      const restored: FastifyInstance = await buildApp({ config, database, clock: t.clock, logger: false });
      await restored.ready();
      try {
        // The sessions came along: the same cookies sign in to the restored studio.
        const same = async (who: SignedIn, url: string) => {
          const original = await call(t.app, who, 'GET', url);
          const copy = await call(restored, who, 'GET', url);
          expect(original.statusCode, url).toBe(200);
          expect(copy.statusCode, url).toBe(200);
          expect(copy.body, url).toBe(original.body);
          return original;
        };
        await same(owner, '/api/member');
        for (const name of names.slice(0, 4)) {
          await same(teacher, `/api/member/detail/${encodeURIComponent(name)}`);
          await same(teacher, `/api/lessonList/detail/${encodeURIComponent(name)}`);
        }
        const payments = (await same(teacher, `/api/payList/detail/${encodeURIComponent(names[0]!)}`)).json();
        expect(payments.length).toBeGreaterThanOrEqual(1);
        await same(teacher, `/api/payList/receipt/${payments[0].id}`);
        const news = (await same(owner, '/api/newsList')).json();
        await same(owner, `/api/posts/${news.items[0].postId}`);
        await same(owner, '/api/product');
        await same(owner, '/api/book?date=2026-11-26');
        for (const name of Object.keys(uploadsOf(t.config.uploadsDir))) {
          const original = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
          const copy = await restored.inject({ method: 'GET', url: `/uploads/${name}` });
          expect(copy.statusCode, name).toBe(200);
          expect(sha(copy.rawPayload)).toBe(sha(original.rawPayload));
        }
      } finally {
        await restored.close();
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});
