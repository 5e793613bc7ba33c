/**
 * Bills under presses that really overlap (on PostgreSQL all held behind one row lock and let
 * go at once): a bill marked paid from many screens is paid once, with one payment and its
 * lessons counted once; a month's batch pressed many times bills each student once.
 */
import { expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { billFor, studentOf, teacherWithStudent } from '../../testing/invoices.ts';
import { raceEachBehindRow } from '../../testing/row-barrier.ts';
import { signIn } from '../../testing/sign-in.ts';
import { call, remainingOf } from '../../testing/students.ts';

const t = appForTests({ now: '2026-12-01T10:00:00+09:00' });

const PRESSES = 20;

it('a bill marked paid by 20 presses at once is paid once', async () => {
  const { teacher, student } = await teacherWithStudent(t.app);
  const { id } = await billFor(t.app, teacher, student.id, { amount: 250_000, lessons: 4 });
  const answers = await raceEachBehindRow(t, { table: 'invoices', id }, PRESSES, () =>
    call(t.app, teacher, 'POST', `/api/invoices/${id}/paid`, { method: '계좌이체' }),
  );
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([200, ...Array(PRESSES - 1).fill(409)]);
  const payments = await t.db
    .selectFrom('payments')
    .select(['amount', 'lessons'])
    .where('student_id', '=', student.id)
    .orderBy('id')
    .execute();
  expect(payments).toEqual([
    { amount: 240_000, lessons: 4 },
    { amount: 250_000, lessons: 4 },
  ]);
  expect(await remainingOf(t.db, student.id)).toBe(8);
});

it('a month’s batch pressed 20 times at once bills each student once', async () => {
  const teacher = await signIn(t.app, 'teacher');
  const students = [];
  for (let index = 0; index < 3; index += 1) {
    const student = await studentOf(t.app, teacher);
    for (let lesson = 0; lesson < 4; lesson += 1) {
      await call(t.app, teacher, 'PUT', `/api/member/${encodeURIComponent(student.name)}`, {
        status: '출석',
      });
    }
    students.push(student);
  }
  const answers = await raceEachBehindRow(t, { table: 'students', id: students[0]!.id }, PRESSES, () =>
    call(t.app, teacher, 'POST', '/api/invoices/batch', { month: '2026-12' }),
  );
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  const made = answers.flatMap((answer) =>
    answer.json().made.map((one: { studentName: string }) => one.studentName),
  );
  expect(made.sort()).toEqual(students.map((student) => student.name).sort());
  const bills = await t.db
    .selectFrom('invoices')
    .select('student_id')
    .where(
      'student_id',
      'in',
      students.map((student) => student.id),
    )
    .execute();
  expect(bills).toHaveLength(3);
});
