/**
 * Contacts added at the same moment: however many requests add a contact to one student
 * together (on PostgreSQL all held behind the student's row, then let go at once), exactly 3
 * are kept and the rest hear 409; two requests with one phone keep one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { raceEachBehindRow } from '../../testing/row-barrier.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call } from '../../testing/students.ts';
import { warmPool } from '../../testing/warm-pool.ts';

const contact = (phone: string) => ({
  name: '보호자',
  relation: '기타',
  phone,
  informational: { date: '2026-11-20', method: '구두' },
});

describe('contacts under load', () => {
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });
  const teacher = signedInForTests(t, 'teacher');
  beforeAll(async () => {
    await warmPool(() => t.app.inject({ url: '/api/health' }));
  });

  const add = async (name: string) => {
    const created = await api.add(t.app, teacher, { name });
    expect(created.statusCode).toBe(201);
    return created.json().student.id as number;
  };
  const stored = async (studentId: number) =>
    t.db
      .selectFrom('student_contacts')
      .select(['slot', 'phone'])
      .where('student_id', '=', studentId)
      .orderBy('slot')
      .execute();

  it('keeps exactly 3 of 30 simultaneous new contacts of one student', async () => {
    const studentId = await add('경쟁학생');
    const url = `/api/member/${encodeURIComponent('경쟁학생')}/contacts`;
    const responses = await raceEachBehindRow(t, { table: 'students', id: studentId }, 30, (index) =>
      call(t.app, teacher, 'POST', url, contact(`010-3000-${String(index).padStart(4, '0')}`)),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 201: 3, 409: 27 });
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(new Set(refused.map((response) => response.json().error.code))).toEqual(
      new Set(['contacts.limit']),
    );
    expect((await stored(studentId)).map((row) => Number(row.slot))).toEqual([1, 2, 3]);
  }, 30_000);

  it('keeps one of 20 simultaneous contacts with the same phone', async () => {
    const studentId = await add('같은번호');
    const url = `/api/member/${encodeURIComponent('같은번호')}/contacts`;
    const responses = await raceEachBehindRow(t, { table: 'students', id: studentId }, 20, () =>
      call(t.app, teacher, 'POST', url, contact('010-4000-0000')),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 201: 1, 409: 19 });
    expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().error.code))).toEqual(
      new Set(['contacts.phone_taken']),
    );
    expect(await stored(studentId)).toHaveLength(1);
  }, 30_000);
});
