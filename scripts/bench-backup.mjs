// `npm run bench:backup`: a studio of 300 students with 3 years of weekly lessons, their
// payments and ledger, 60 news posts and 200 photos (1600 × 1200 WebP, as uploads are kept), in a
// temporary folder; then the time and size of one backup (as `npm run backup` makes it), the
// time to check and restore it into an empty folder, and the time of the full CSV export.
// Figures in README ("Backups"). Nothing of the site's own data folder is touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { reportLoad, watchLoad } from './lib/machine-load.mjs';

const machineLoad = watchLoad();

const load = (file) => tsImport(file, import.meta.url);
const { openSqlite } = await load('../src/server/db/connection.ts');
const { migrateToLatest } = await load('../src/server/db/migrate.ts');
const { loadConfig } = await load('../src/server/config.ts');
const { BackupService } = await load('../src/server/features/backup/backup-service.ts');
const { restoreArchive, verifyArchive } = await load('../src/server/features/backup/backup-archive.ts');

const STUDENTS = 300;
const WEEKS = 156;
const PHOTOS = 200;
const TEACHERS = 5;

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
const dataDir = path.join(root, 'data');
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const handle = openSqlite(config.sqliteFile);
await migrateToLatest(handle.db);
const { db } = handle;

const day = (date) => date.toISOString().slice(0, 10);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

console.log(`Seeding ${STUDENTS} students, ${WEEKS} weeks of lessons, ${PHOTOS} photos in ${root} …`);
const seedStart = performance.now();
const now = new Date('2026-11-25T01:00:00Z');
const first = new Date(now.getTime() - WEEKS * 7 * 86_400_000);
await db
  .insertInto('users')
  .values([
    {
      id: 'owner',
      name: '원장',
      phone: '010-0000-0000',
      password_hash: 'x',
      role: 'owner',
      created_at: first.toISOString(),
    },
    ...Array.from({ length: TEACHERS }, (_, index) => ({
      id: `teacher${index + 1}`,
      name: `선생님${index + 1}`,
      phone: '010-0000-0000',
      password_hash: 'x',
      role: 'teacher',
      created_at: first.toISOString(),
    })),
  ])
  .execute();

let lessons = 0;
let payments = 0;
await db.transaction().execute(async (trx) => {
  for (let student = 1; student <= STUDENTS; student += 1) {
    const teacher = `teacher${(student % TEACHERS) + 1}`;
    const { id } = await trx
      .insertInto('students')
      .values({
        teacher_id: teacher,
        name: `학생${String(student).padStart(3, '0')}`,
        phone: `010-${String(1000 + student).slice(-4)}-5678`,
        join_date: day(first),
        remaining: 0,
        created_at: first.toISOString(),
        instrument: student % 2 ? '색소폰' : '보컬',
        memo: '주 1회, 평일 저녁 선호',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let balance = 0;
    const ledger = [];
    for (let week = 0; week < WEEKS; week += 1) {
      const at = new Date(first.getTime() + week * 7 * 86_400_000 + (student % 5) * 86_400_000);
      if (balance === 0) {
        const payment = await trx
          .insertInto('payments')
          .values({
            student_id: id,
            kind: 'payment',
            pay_day: day(at),
            paid_at: at.toISOString(),
            amount: 250000,
            lessons: 4,
            method: '카드',
            recorded_by: teacher,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        balance += 4;
        payments += 1;
        ledger.push({
          student_id: id,
          change: 4,
          reason: 'payment',
          payment_id: payment.id,
          at: at.toISOString(),
          actor_id: teacher,
          balance,
        });
      }
      const lesson = await trx
        .insertInto('lessons_given')
        .values({
          student_id: id,
          lesson_day: day(at),
          status: '출석',
          recorded_at: at.toISOString(),
          recorded_by: teacher,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      balance -= 1;
      lessons += 1;
      ledger.push({
        student_id: id,
        change: -1,
        reason: 'lesson',
        lesson_id: lesson.id,
        at: at.toISOString(),
        actor_id: teacher,
        balance,
      });
    }
    for (let start = 0; start < ledger.length; start += 100) {
      await trx
        .insertInto('lesson_ledger')
        .values(ledger.slice(start, start + 100))
        .execute();
    }
    await trx.updateTable('students').set({ remaining: balance }).where('id', '=', id).execute();
  }
});

fs.mkdirSync(config.uploadsDir, { recursive: true });
const photoNames = [];
let photoBytes = 0;
// Noise over a gradient, about as hard to compress as a photo of a room, turned a little
// differently for each photo so that no two files are the same.
const width = 1600;
const height = 1200;
const raw = Buffer.alloc(width * height * 3);
for (let offset = 0; offset < raw.length; offset += 3) {
  const x = (offset / 3) % width;
  const noise = (Math.random() * 48) | 0;
  raw[offset] = ((x * 255) / width + noise) & 255;
  raw[offset + 1] = (120 + noise) & 255;
  raw[offset + 2] = (200 - noise) & 255;
}
for (let index = 0; index < PHOTOS; index += 1) {
  const webp = await sharp(raw, { raw: { width, height, channels: 3 } })
    .modulate({ hue: (index * 7) % 360, brightness: 0.8 + (index % 5) / 10 })
    .webp({ quality: 80 })
    .toBuffer();
  const name = `${index.toString(16).padStart(4, '0')}${'b'.repeat(12)}.webp`;
  fs.writeFileSync(path.join(config.uploadsDir, name), webp);
  photoNames.push(name);
  photoBytes += webp.length;
}
await db
  .insertInto('posts')
  .values(
    Array.from({ length: 60 }, (_, index) => ({
      author_id: 'owner',
      title: `연주회 소식 ${index + 1}`,
      content: `<p>소식 ${index + 1}</p><p><img src="/uploads/${photoNames[index]}"></p>`,
      image_url: `/uploads/${photoNames[index]}`,
      thumbnail_url: `/uploads/${photoNames[index]}`,
      written_at: now.toISOString(),
      updated_at: now.toISOString(),
    })),
  )
  .execute();
const dbBytes = fs.statSync(config.sqliteFile).size;
console.log(
  `Seeded in ${seconds(performance.now() - seedStart)}: ${lessons} lessons, ${payments} payments, ` +
    `database ${mb(dbBytes)}, photos ${mb(photoBytes)}`,
);

const service = new BackupService(handle, config);
const backupStart = performance.now();
const archive = await service.lock.run(() => service.writeKept(new Date(), 'command'), { wait: false });
const backupMs = performance.now() - backupStart;
const archiveBytes = fs.statSync(archive).size;

const verifyStart = performance.now();
await verifyArchive(archive);
const verifyMs = performance.now() - verifyStart;
const restoreStart = performance.now();
await restoreArchive(archive, path.join(root, 'restored'));
const restoreMs = performance.now() - restoreStart;

const exportStart = performance.now();
const exported = await service.writeExport(new Date());
const exportMs = performance.now() - exportStart;
const exportBytes = exported.size;
await exported.remove();
await db.destroy();

console.log('');
console.log(`| figure | value |`);
console.log(`|---|---|`);
console.log(`| data: database + ${PHOTOS} photos | ${mb(dbBytes)} + ${mb(photoBytes)} |`);
console.log(`| backup (online copy, SHA-256, tar.gz) | ${seconds(backupMs)}, archive ${mb(archiveBytes)} |`);
console.log(`| check the whole archive (npm run restore's first pass) | ${seconds(verifyMs)} |`);
console.log(
  `| restore into an empty folder (check, extract, check again, integrity check) | ${seconds(restoreMs)} |`,
);
console.log(`| full CSV export (.tar.gz) | ${seconds(exportMs)}, ${mb(exportBytes)} |`);
fs.rmSync(root, { recursive: true, force: true });
reportLoad(machineLoad.stop());
