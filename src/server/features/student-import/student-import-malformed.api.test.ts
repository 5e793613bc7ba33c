/**
 * Files that are not what they claim, and forms that are not forms: a teacher's 400 (or 413) in
 * Korean, never a 5xx and never a student — random bytes, a ZIP that is not a workbook, an
 * .xlsx cut short or with bytes changed, a directory claiming gigabytes, the old .xls, too big,
 * too long.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '#shared/student-import-rules.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countRows } from '../../testing/count-rows.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { csvFile, importFile, xlsxFile } from '../../testing/student-import.ts';
import { zipArchive } from '../../testing/zip-files.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

function expectRefusal(response: LightMyRequestResponse, code?: string) {
  const where = `${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, where).toBeLessThan(500);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.message).toMatch(/[가-힣]/);
  if (code) expect(body.error.code).toBe(code);
}

describe('malformed imports', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');
  let workbook: Buffer;
  beforeAll(async () => {
    workbook = await xlsxFile([
      ['이름', '전화번호', '잔여 횟수'],
      ...Array.from({ length: 30 }, (_, index) => [`깨진파일${index}`, '010-1234-5678', 3]),
    ]);
  });

  const studentCount = () => countRows(t.db, 'students');

  it('refuses random bytes in Korean', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 4096 }), async (bytes) => {
        const response = await importFile(t.app, teacher, Buffer.from(bytes), { dryRun: false });
        // Bytes that happen to be text are a CSV: read, or refused; never a 5xx.
        if (response.statusCode === 200) return;
        expectRefusal(response);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('refuses binary data as unreadable, not as students', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    expectRefusal(await importFile(t.app, teacher, png), 'student_import.unreadable');
  });

  it('refuses a ZIP that is not a workbook', async () => {
    const zip = zipArchive([{ name: 'readme.txt', data: Buffer.from('이름\n김민지\n') }]);
    expectRefusal(await importFile(t.app, teacher, zip, { filename: 'a.xlsx' }), 'student_import.unreadable');
  });

  it('refuses a ZIP that names a workbook but holds none', async () => {
    const zip = zipArchive([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('not xml at all') },
    ]);
    const response = await importFile(t.app, teacher, zip);
    expectRefusal(response);
  });

  it('refuses an archive whose entries would unpack past the limit, before unpacking them', async () => {
    const zip = zipArchive([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<x/>'), claimedSize: 500 * 1024 * 1024 },
    ]);
    expectRefusal(await importFile(t.app, teacher, zip), 'student_import.too_large');
  });

  it('refuses an .xlsx cut short anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: workbook.length - 1 }), async (length) => {
        const response = await importFile(t.app, teacher, workbook.subarray(0, length), { dryRun: false });
        expectRefusal(response);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await studentCount()).toBe(0);
  });

  it('never answers a 5xx to an .xlsx with bytes changed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: workbook.length - 1 }), fc.integer({ min: 0, max: 255 })),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        async (changes) => {
          const changed = Buffer.from(workbook);
          for (const [at, byte] of changes) changed[at] = byte;
          const response = await importFile(t.app, teacher, changed);
          if (response.statusCode !== 200) expectRefusal(response);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('refuses the old .xls format with how to save the file anew', async () => {
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    const response = await importFile(t.app, teacher, xls, { filename: 'students.xls' });
    expectRefusal(response, 'student_import.xls_unsupported');
    expect(response.json().error.message).toContain('.xlsx');
  });

  it('refuses an empty file, a header alone, and a form without a file', async () => {
    expectRefusal(await importFile(t.app, teacher, Buffer.alloc(0)), 'student_import.empty');
    expectRefusal(await importFile(t.app, teacher, csvFile([['이름', '전화번호']])), 'student_import.empty');
    expectRefusal(await importFile(t.app, teacher, null), 'student_import.file_missing');
  });

  it('refuses a file over 2 MB with 413', async () => {
    const big = Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a');
    expectRefusal(await importFile(t.app, teacher, big), 'student_import.too_large');
  });

  it(`refuses more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} students, and takes exactly that many`, async () => {
    const rows = (count: number) => [
      ['이름'],
      ...Array.from({ length: count }, (_, index) => [`많은${index}`]),
    ];
    expectRefusal(
      await importFile(t.app, teacher, csvFile(rows(MAX_IMPORT_ROWS + 1))),
      'student_import.too_many_rows',
    );
    const atLimit = await importFile(t.app, teacher, csvFile(rows(MAX_IMPORT_ROWS)));
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().rows).toHaveLength(MAX_IMPORT_ROWS);
  });

  it('refuses a row of more than 50 columns', async () => {
    const wide = csvFile([Array.from({ length: 51 }, (_, index) => `열${index}`), ['김']]);
    expectRefusal(await importFile(t.app, teacher, wide), 'student_import.too_many_columns');
  });

  it('refuses broken multipart forms in Korean', async () => {
    const bodies = [
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n이름\n김',
      '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
      'no boundary at all',
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/member/import',
        headers: { cookie: teacher.cookie, 'content-type': 'multipart/form-data; boundary=b' },
        payload,
      });
      expectRefusal(response);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/member/import',
      headers: { cookie: teacher.cookie, 'content-type': 'application/json' },
      payload: '{"file":"x"}',
    });
    expectRefusal(json, 'student_import.file_missing');
  });
});
