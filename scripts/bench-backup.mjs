// `npm run bench:backup` (docs/benchmarks.md): a backup, its check, its encryption for the bucket
// and back, its restore, and the CSV export of a studio of 300 students, 3 years of weekly
// lessons, 60 posts and 200 photos: on SQLite (photos on disk) and, when TEST_DATABASE_URL is
// set, on PostgreSQL (photos in the database, as it keeps them), in a schema of its own.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  insertAll,
  insertId,
  onEachDatabase,
  reportLoad,
  sources,
  tempDir,
  watchLoad,
} from './lib/bench.mjs';

const load = watchLoad();
const { migrateToLatest, loadConfig, BackupService, restoreArchive } = await sources();
const { verifyArchive, encryptFile, decryptFile, restorePostgresArchive } = await sources();
const [STUDENTS, WEEKS, PHOTOS, TEACHERS, DAY] = [300, 156, 200, 5, 86_400_000];
const PASSPHRASE = 'bench passphrase of the studio';
const root = tempDir('backup');
const day = (date) => date.toISOString().slice(0, 10);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const timed = async (work) => {
  const started = performance.now();
  const result = await work();
  return [result, `${((performance.now() - started) / 1000).toFixed(2)} s`];
};

/** The photos, made once for both databases. */
const pictures = [];

/** The studio into `db`: accounts, students, lessons, payments, ledger, photos and posts. */
async function seed(db, config, dialect) {
  console.log(`Seeding ${STUDENTS} students, ${WEEKS} weeks of lessons, ${PHOTOS} photos in ${root} …`);
  const now = new Date('2026-11-25T01:00:00Z');
  const first = new Date(now.getTime() - WEEKS * 7 * DAY);
  const [since, password_hash, phone] = [first.toISOString(), 'x', '010-0000-0000'];
  const users = [{ id: 'owner', name: '원장', role: 'owner' }];
  for (let n = 1; n <= TEACHERS; n++) users.push({ id: `teacher${n}`, name: `선생님${n}`, role: 'teacher' });
  const accounts = users.map((user) => ({ ...user, phone, password_hash, created_at: since }));
  await insertAll(db, 'users', accounts);
  let [lessons, payments] = [0, 0];
  await db.transaction().execute(async (trx) => {
    const insert = (table, row) => insertId(trx, table, row);
    for (let student = 1; student <= STUDENTS; student += 1) {
      const teacher = `teacher${(student % TEACHERS) + 1}`;
      const name = `학생${String(student).padStart(3, '0')}`;
      const id = await insert('students', {
        ...{ teacher_id: teacher, name, phone: `010-${String(1000 + student).slice(-4)}-5678` },
        ...{ join_date: day(first), remaining: 0, created_at: since },
        ...{ instrument: student % 2 ? '색소폰' : '보컬', memo: '주 1회, 평일 저녁 선호' },
      });
      let balance = 0;
      const ledger = [];
      for (let week = 0; week < WEEKS; week += 1) {
        const at = new Date(first.getTime() + week * 7 * DAY + (student % 5) * DAY);
        const [student_id, actor_id, iso] = [id, teacher, at.toISOString()];
        if (balance === 0) {
          const payment = { student_id, kind: 'payment', pay_day: day(at), paid_at: iso, amount: 250000 };
          const paid = { ...payment, lessons: 4, method: '카드', recorded_by: teacher };
          const payment_id = await insert('payments', paid);
          [balance, payments] = [balance + 4, payments + 1];
          ledger.push({ student_id, change: 4, reason: 'payment', payment_id, at: iso, actor_id, balance });
        }
        const lesson = { lesson_day: day(at), status: '출석', recorded_at: iso, recorded_by: teacher };
        const lesson_id = await insert('lessons_given', { student_id, ...lesson });
        [balance, lessons] = [balance - 1, lessons + 1];
        ledger.push({ student_id, change: -1, reason: 'lesson', lesson_id, at: iso, actor_id, balance });
      }
      await insertAll(trx, 'lesson_ledger', ledger, 100);
      await trx.updateTable('students').set({ remaining: balance }).where('id', '=', id).execute();
    }
  });

  // Noise over a gradient, as hard to compress as a room's photo, turned for each so none are alike.
  if (dialect === 'sqlite') fs.mkdirSync(config.uploadsDir, { recursive: true });
  const [width, height] = [1600, 1200];
  const raw = Buffer.alloc(width * height * 3);
  for (let offset = 0; offset < raw.length; offset += 3) {
    const noise = (Math.random() * 48) | 0;
    raw[offset] = ((((offset / 3) % width) * 255) / width + noise) & 255;
    [raw[offset + 1], raw[offset + 2]] = [(120 + noise) & 255, (200 - noise) & 255];
  }
  const photos = [];
  let photoBytes = 0;
  for (let index = 0; index < PHOTOS; index += 1) {
    pictures[index] ??= await sharp(raw, { raw: { width, height, channels: 3 } })
      .modulate({ hue: (index * 7) % 360, brightness: 0.8 + (index % 5) / 10 })
      .webp({ quality: 80 })
      .toBuffer();
    const webp = pictures[index];
    photos.push(`/uploads/${index.toString(16).padStart(4, '0')}${'b'.repeat(12)}.webp`);
    const name = path.basename(photos.at(-1));
    if (dialect === 'sqlite') fs.writeFileSync(path.join(config.uploadsDir, name), webp);
    else {
      const created_at = now.toISOString();
      await db
        .insertInto('uploads')
        .values({ name, content_type: 'image/webp', data: webp, created_at })
        .execute();
    }
    photoBytes += webp.length;
  }
  const [written_at, updated_at] = [now.toISOString(), now.toISOString()];
  const posts = photos.slice(0, 60).map((url, index) => ({
    ...{ author_id: 'owner', title: `연주회 소식 ${index + 1}`, written_at, updated_at },
    ...{ content: `<p>소식 ${index + 1}</p><p><img src="${url}"></p>`, image_url: url, thumbnail_url: url },
  }));
  await insertAll(db, 'posts', posts);
  return { lessons, payments, photoBytes };
}

/** Bytes the database holds: SQLite's file, PostgreSQL's tables with their indexes and TOAST. */
async function databaseBytes(handle, config) {
  if (handle.dialect === 'sqlite') return fs.statSync(config.sqliteFile).size;
  const { rows } = await handle.pgPool.query(
    `select sum(pg_total_relation_size(c.oid))::bigint as bytes from pg_class c
       join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r'`,
  );
  return Number(rows[0].bytes);
}

async function measure(label, handle, config, restore) {
  console.log(`${label}:`);
  await migrateToLatest(handle.db);
  const { lessons, payments, photoBytes } = await seed(handle.db, config, handle.dialect);
  const dbBytes = await databaseBytes(handle, config);
  console.log(`${lessons} lessons, ${payments} payments, database ${mb(dbBytes)}, photos ${mb(photoBytes)}`);
  const service = new BackupService(handle, config);
  const backup = () => service.lock.run(() => service.writeKept(new Date(), 'command'), { wait: false });
  const [archive, backupTime] = await timed(backup);
  const [, verifyTime] = await timed(() => verifyArchive(archive));
  const sealed = `${archive}.enc`;
  const [, encryptTime] = await timed(() => encryptFile(archive, sealed, PASSPHRASE));
  const opened = path.join(root, `${label}-opened.tar.gz`);
  const [, decryptTime] = await timed(() => decryptFile(sealed, opened, PASSPHRASE));
  const [, restoreTime] = await timed(() => restore(opened));
  const [exported, exportTime] = await timed(() => service.writeExport(new Date()));
  const exportBytes = exported.size;
  await exported.remove();
  const where = handle.dialect === 'sqlite' ? 'photos on disk' : 'photos in the database';
  return `
${label} (${where})

| figure | value |
|---|---|
| data: database + ${PHOTOS} photos | ${handle.dialect === 'sqlite' ? `${mb(dbBytes)} + ${mb(photoBytes)}` : `${mb(dbBytes)} (the photos' ${mb(photoBytes)} inside)`} |
| backup (${handle.dialect === 'sqlite' ? 'online copy' : 'every table from one snapshot'}, SHA-256, tar.gz) | ${backupTime}, archive ${mb(fs.statSync(archive).size)} |
| check the whole archive (npm run restore's first pass) | ${verifyTime} |
| encrypt for the bucket / decrypt (as the drill and --from-bucket do) | ${encryptTime} / ${decryptTime}, ${mb(fs.statSync(sealed).size)} |
| restore (${handle.dialect === 'sqlite' ? 'into an empty folder: check, extract, check again, integrity check' : 'into an empty schema: check, extract, migrate, load, keys back on, every table read again and hashed'}) | ${restoreTime} |
| full CSV export (.tar.gz) | ${exportTime}, ${mb(exportBytes)} |`;
}

const url = process.env.TEST_DATABASE_URL;
const sqliteConfig = loadConfig({ DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent' });
const reports = await onEachDatabase(async (handle, label) => {
  const sqlite = handle.dialect === 'sqlite';
  const config = sqlite
    ? sqliteConfig
    : loadConfig({ DATA_DIR: path.join(root, 'data-pg'), LOG_LEVEL: 'silent', DATABASE_URL: url });
  const restored = `${handle.schema}_restored`;
  const restore = sqlite
    ? (file) => restoreArchive(file, path.join(root, 'restored'))
    : (file) =>
        restorePostgresArchive(file, { url, schema: restored, dataDir: path.join(root, 'restored-pg') });
  try {
    return [await measure(label, handle, config, restore)];
  } finally {
    if (!sqlite) await handle.pgPool.query(`drop schema if exists ${restored} cascade`);
    await handle.db.destroy();
  }
}, sqliteConfig.sqliteFile);
for (const report of reports) console.log(report);
reportLoad(load.stop());
