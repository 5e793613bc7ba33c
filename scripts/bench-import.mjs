// `npm run bench:import` (docs/benchmarks.md): 학생 가져오기 of 1,000 students from an .xlsx and
// a CP949 CSV, preview and import, on SQLite (a file) and PostgreSQL.
import path from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { median, startApp, tableOnEachDatabase, tempDir } from './lib/bench.mjs';

const [ROWS, RUNS] = [1000, Number(process.env.BENCH_RUNS ?? 5)];
const pad = (value, width) => String(value).padStart(width, '0');
const table = [['이름', '전화번호', '잔여 횟수', '등록일', '보호자', '메모']];
for (let index = 0; index < ROWS; index++)
  table.push([
    `학생${pad(index + 1, 4)}`,
    `010-${pad(2000 + (index % 8000), 4)}-${pad(index, 4)}`,
    (index % 12) + 1,
    `2024-${pad((index % 12) + 1, 2)}-${pad((index % 28) + 1, 2)}`,
    index % 3 === 0 ? '박지연 (어머니) 010-2345-6789' : '',
    index % 2 === 0 ? '리드 2.5호, 호흡 위주' : '',
  ]);
const workbook = new ExcelJS.Workbook();
workbook.addWorksheet('학생').addRows(table);
const csv = table.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n');
const files = [
  { kind: '.xlsx', name: 'students.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) },
  { kind: 'CSV (CP949)', name: 'students.csv', data: iconv.encode(csv, 'cp949') },
];

async function post(base, cookie, file, dryRun) {
  const body = new FormData();
  body.append('file', new Blob([file.data]), file.name);
  const started = performance.now();
  const init = { method: 'POST', headers: { cookie }, body };
  const response = await fetch(`${base}/api/member/import?dryRun=${dryRun}`, init);
  const answer = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(answer)}`);
  if (!dryRun && answer.imported !== ROWS) throw new Error(`imported ${answer.imported} of ${ROWS}`);
  return elapsed;
}
const sqliteFile = path.join(tempDir('import-db'), 'studio.db');
await tableOnEachDatabase(async (database, label) => {
  const server = await startApp(database);
  let teachers = 0;
  const newTeacher = () =>
    server.addUser(`bench_teacher_${++teachers}`, teachers === 1 ? 'owner' : 'teacher');
  await newTeacher();
  const rows = [];
  for (const file of files) {
    const [previews, imports] = [[], []];
    await post(server.base, await newTeacher(), file, false);
    for (let run = 0; run < RUNS; run += 1) {
      const cookie = await newTeacher();
      previews.push(await post(server.base, cookie, file, true));
      imports.push(await post(server.base, cookie, file, false));
    }
    const [previewMedianMs, importMedianMs] = [previews, imports].map((times) => Math.round(median(times)));
    const row = { database: label, file: file.kind, bytes: file.data.length, previewMedianMs };
    rows.push({ ...row, importMedianMs, importSlowestMs: Math.round(Math.max(...imports)) });
  }
  await server.close();
  return rows;
}, sqliteFile);
