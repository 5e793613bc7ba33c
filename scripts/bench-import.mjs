// `npm run bench:import`: 학생 가져오기 of 1,000 students (POST /api/member/import) over HTTP to
// the real app, on SQLite (a file, as in production) and, when TEST_DATABASE_URL is set, on
// PostgreSQL (in a schema of its own, dropped afterwards). For an .xlsx and a CP949 CSV each:
// the preview (dryRun=true) and the import (dryRun=false) into a teacher with no students yet,
// RUNS times, median and slowest. The import is one transaction of 1,000 students, their
// ledger rows and one audit entry. Not a test: a figure for the README (goal: under 5 s).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { tsImport } from 'tsx/esm/api';
import { reportLoad, watchLoad } from './lib/machine-load.mjs';

const machineLoad = watchLoad();

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { buildApp, loadConfig, openSqlite, openPostgres, migrateToLatest, createSession } = await tsImport(
  './lib/bench-harness.ts',
  import.meta.url,
);

const HEADER = ['이름', '전화번호', '잔여 횟수', '등록일', '보호자', '메모'];
const students = Array.from({ length: ROWS }, (_, index) => [
  `학생${String(index + 1).padStart(4, '0')}`,
  `010-${String(2000 + (index % 8000)).padStart(4, '0')}-${String(index).padStart(4, '0')}`,
  (index % 12) + 1,
  `2024-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
  index % 3 === 0 ? '박지연 (어머니) 010-2345-6789' : '',
  index % 2 === 0 ? '리드 2.5호, 호흡 위주' : '',
]);

async function xlsxFile() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('학생');
  sheet.addRow(HEADER);
  for (const row of students) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cp949Csv() {
  const text = [HEADER, ...students].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n');
  return iconv.encode(text, 'cp949');
}

const files = [
  { kind: '.xlsx', name: 'students.xlsx', data: await xlsxFile() },
  { kind: 'CSV (CP949)', name: 'students.csv', data: cp949Csv() },
];

function median(sorted) {
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function post(base, cookie, file, dryRun) {
  const form = new FormData();
  form.append('file', new Blob([file.data]), file.name);
  const started = performance.now();
  const response = await fetch(`${base}/api/member/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  if (!dryRun && body.imported !== ROWS) throw new Error(`imported ${body.imported} of ${ROWS}`);
  return elapsed;
}

async function measure(label, handle) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-import-'));
  await migrateToLatest(handle.db, handle.schema ? { schema: handle.schema } : undefined);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  let teachers = 0;
  const newTeacher = async () => {
    teachers += 1;
    const id = `bench_teacher_${teachers}`;
    await handle.db
      .insertInto('users')
      .values({
        id,
        name: `선생님${teachers}`,
        phone: '010-0000-0000',
        password_hash: 'x',
        role: teachers === 1 ? 'owner' : 'teacher',
        created_at: new Date().toISOString(),
      })
      .execute();
    return `${app.sessionCookie.name}=${await createSession(handle.db, id, new Date())}`;
  };
  const results = [];
  for (const file of files) {
    const previews = [];
    const imports = [];
    // One warm-up of each, then the runs; every import goes to a teacher with no students yet.
    await post(base, await newTeacher(), file, false);
    for (let run = 0; run < RUNS; run += 1) {
      const cookie = await newTeacher();
      previews.push(await post(base, cookie, file, true));
      imports.push(await post(base, cookie, file, false));
    }
    previews.sort((a, b) => a - b);
    imports.sort((a, b) => a - b);
    results.push({
      database: label,
      file: file.kind,
      bytes: file.data.length,
      rows: ROWS,
      previewMedianMs: Math.round(median(previews)),
      importMedianMs: Math.round(median(imports)),
      importSlowestMs: Math.round(imports.at(-1)),
    });
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return results;
}

const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-import-db-'));
const results = await measure('SQLite', openSqlite(path.join(sqliteDir, 'studio.db')));
fs.rmSync(sqliteDir, { recursive: true, force: true });
const url = process.env.TEST_DATABASE_URL;
if (url) {
  const pg = (await import('pg')).default;
  const schema = `bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    results.push(...(await measure('PostgreSQL', { ...openPostgres(url, { searchPath: schema }), schema })));
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log('TEST_DATABASE_URL is not set: PostgreSQL skipped.');
}
console.table(results);
reportLoad(machineLoad.stop());
