/**
 * Imports at the same moment: the same file sent several times at once makes each student once,
 * with one import ledger row each — on PostgreSQL with every request held behind the teacher's
 * row (each insert checks its teacher there) and let go together; on SQLite, started together.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditEntries } from '../../testing/audit-entries.ts';
import { raceBehindRow, raceEachBehindRow } from '../../testing/row-barrier.ts';
import { signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { csvFile, importFile } from '../../testing/student-import.ts';
import { api, ledgerMismatches } from '../../testing/students.ts';
import { warmPool } from '../../testing/warm-pool.ts';

const IMPORTS = 6;
const STUDENTS = 30;

describe('concurrent imports', () => {
  const t = appForTests({ now: '2026-11-21T10:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');
  beforeAll(async () => {
    await warmPool(() => api.list(t.app, teacher));
  });

  it(`${IMPORTS} imports of one file at once make each of its ${STUDENTS} students once`, async () => {
    // A teacher of its own, so that the counts below are of this test's imports only.
    const teacher = await signIn(t.app, 'teacher');
    const file = csvFile([
      ['이름', '전화번호', '잔여 횟수'],
      ...Array.from({ length: STUDENTS }, (_, index) => [`동시${index + 1}`, '', (index % 5) + 1]),
    ]);
    const responses = await raceEachBehindRow(t, { table: 'users', id: teacher.id }, IMPORTS, () =>
      importFile(t.app, teacher, file, { dryRun: false }),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(IMPORTS).fill(200));
    const imported = responses.map((response) => response.json().imported as number);
    expect(imported.reduce((sum, count) => sum + count, 0)).toBe(STUDENTS);

    const students = await t.db
      .selectFrom('students')
      .select(['id', 'name', 'remaining'])
      .where('teacher_id', '=', teacher.id)
      .where('archived_at', 'is', null)
      .execute();
    expect(students).toHaveLength(STUDENTS);
    const ledger = await t.db
      .selectFrom('lesson_ledger')
      .select('student_id')
      .where('reason', '=', 'import')
      .where(
        'student_id',
        'in',
        students.map((student) => student.id),
      )
      .execute();
    expect(ledger).toHaveLength(STUDENTS);
    expect(await ledgerMismatches(t.app)).toEqual([]);
    // Every row of every answer is either imported by it or said to be registered already.
    for (const [index, response] of responses.entries()) {
      const skipped = response.json().rows.filter((row: { problems: string[] }) => row.problems.length > 0);
      expect(skipped).toHaveLength(STUDENTS - imported[index]!);
    }
    const audits = await auditEntries(t.db, 'student.import', { actor: teacher.id });
    expect(audits).toHaveLength(imported.filter((count) => count > 0).length);
  });

  it('an import racing registrations of some of its names makes each name once', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const file = csvFile([['이름'], ...Array.from({ length: 10 }, (_, index) => [`섞임${index + 1}`])]);
    const responses = await raceBehindRow(
      t,
      { table: 'users', id: teacher.id },
      () =>
        Promise.all([
          importFile(t.app, teacher, file, { dryRun: false }),
          ...Array.from({ length: 5 }, (_, index) =>
            api.add(t.app, teacher, { name: `섞임${index * 2 + 1}` }),
          ),
        ]),
      6,
    );
    const [imported, ...registered] = responses;
    expect(imported!.statusCode).toBe(200);
    const made = registered.filter((response) => response.statusCode === 201).length;
    expect(registered.every((response) => [201, 409].includes(response.statusCode))).toBe(true);
    expect(imported!.json().imported + made).toBe(10);
    const names = ((await api.list(t.app, teacher)).json() as { name: string }[])
      .map((student) => student.name)
      .filter((name) => name.startsWith('섞임'));
    expect(new Set(names).size).toBe(10);
    expect(names).toHaveLength(10);
  });
});
