/**
 * Confirming a month at the same moment (DESIGN §4 "Teacher pay": a confirmed month is locked):
 * of ten confirmations of one teacher's month, on PostgreSQL all held behind the teacher's row
 * and let go at once, exactly one writes a statement and the others hear 409 in Korean; the
 * locked lines are written once. Ten rules for one teacher and day at once leave one rule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditEntries } from '../../testing/audit-entries.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { raceEachBehindRow } from '../../testing/row-barrier.ts';
import { signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call } from '../../testing/students.ts';
import { warmPool } from '../../testing/warm-pool.ts';

describe('teacher pay under load', () => {
  const t = appForTests({ now: '2026-10-10T10:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  const kim = signedInForTests(t, 'teacher');
  beforeAll(async () => {
    await api.add(t.app, kim, { name: '민지', lesson: 10 });
    for (const date of ['2026-10-01', '2026-10-02', '2026-10-03']) {
      expect((await api.lesson(t.app, kim, '민지', { date })).statusCode).toBe(200);
    }
    const rule = await call(t.app, owner, 'PUT', `/api/payroll/rules/${kim.id}`, {
      kind: '시간당',
      amount: 50_000,
      withholding: true,
      from: '2026-10-01',
    });
    expect(rule.statusCode).toBe(200);
    t.clock.set('2026-11-02T10:00:00+09:00');
    await warmPool(() => t.app.inject({ url: '/api/health' }));
  });

  it('confirms a month once of ten simultaneous confirmations', async () => {
    const requests = 10;
    const responses = await raceEachBehindRow(t, { table: 'users', id: kim.id }, requests, () =>
      call(t.app, owner, 'POST', '/api/payroll/confirm', { month: '2026-10', teacherId: kim.id }),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({
      200: 1,
      409: requests - 1,
    });
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json().error).toEqual({
      code: 'payroll.already_confirmed',
      message: '이 달의 정산은 이미 확정되었습니다. 정정할 내용은 다음 달 정산에 조정으로 들어갑니다.',
    });
    const statements = await t.db.selectFrom('payroll_statements').selectAll().execute();
    expect(statements).toHaveLength(1);
    expect(Number(statements[0]!.total)).toBe(150_000);
    const lines = await t.db.selectFrom('payroll_statement_lines').select('lesson_id').execute();
    expect(lines).toHaveLength(3);
    const audits = await auditEntries(t.db, 'payroll.confirm');
    expect(audits).toHaveLength(1);
  }, 30_000);

  it('keeps one rule per teacher and start day of ten set at the same moment, each audited', async () => {
    const lee = await signIn(t.app, 'teacher');
    await call(t.app, owner, 'PUT', `/api/payroll/rules/${lee.id}`, {
      kind: '건당',
      amount: 1,
      withholding: false,
      from: '2026-11-01',
    });
    const requests = 10;
    const responses = await raceEachBehindRow(t, { table: 'users', id: lee.id }, requests, (index) =>
      call(t.app, owner, 'PUT', `/api/payroll/rules/${lee.id}`, {
        kind: '건당',
        amount: 10_000 * (index + 1),
        withholding: true,
        from: '2026-12-01',
      }),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 200: requests });
    const rows = await t.db
      .selectFrom('payroll_rules')
      .select(['valid_from', 'amount'])
      .where('teacher_id', '=', lee.id)
      .orderBy('valid_from')
      .execute();
    expect(rows.map((row) => row.valid_from)).toEqual(['2026-11-01', '2026-12-01']);
    const audits = await auditEntries(t.db, 'payroll.rule', { target: lee.id });
    expect(audits).toHaveLength(requests + 1);
  }, 30_000);
});
