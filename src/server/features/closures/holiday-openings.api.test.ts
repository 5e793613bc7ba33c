/**
 * 이 날은 수업함: the owner opens a public holiday for lessons, and closes it again. An opened
 * holiday leaves the closed days (the calendar then keeps its lessons), stays in the year's list
 * marked open, and a studio closure on the same day still closes it.
 */

import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../testing/audit-entries.ts';
import { addClosure, closedDays, holidaysOf, setHolidayOpen } from '../../testing/closures.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { errorOf } from '../../testing/errors.ts';
import { staffForTests } from '../../testing/staff-for-tests.ts';
import { isClosed } from './index.ts';

describe('opening a public holiday', () => {
  const { t, owner, teacher } = staffForTests({ now: '2026-04-20T10:00:00+09:00' });

  const holiday = (date: string, name: string, open: boolean) => ({ date, name, kind: 'holiday', open });

  /** The stored openings of `date`, and the audit entries that opened it. */
  const openingsOf = async (date: string) => ({
    rows: await t.db.selectFrom('holiday_openings').select('date').where('date', '=', date).execute(),
    audited: (await auditEntries(t.db, 'holiday.open')).filter((entry) => entry.target.includes(date)),
  });

  it('lists 2026 노동절 and 제헌절 as the package has them, and opens 노동절 for lessons', async () => {
    const year = (await holidaysOf(t.app, 2026, owner)).json();
    expect(year.holidays).toEqual(
      expect.arrayContaining([
        holiday('2026-05-01', '노동절', false),
        holiday('2026-07-17', '제헌절', false),
      ]),
    );
    expect(await isClosed(t.db, '2026-05-01')).toBe(true);

    const opened = await setHolidayOpen(t.app, owner, '2026-05-01', true);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual(holiday('2026-05-01', '노동절', true));

    expect((await closedDays(t.app, '?from=2026-04-30&to=2026-05-05', owner)).json()).toEqual([
      { date: '2026-05-05', name: '어린이날', kind: 'holiday' },
    ]);
    expect(await isClosed(t.db, '2026-05-01')).toBe(false);
    const after = (await holidaysOf(t.app, 2026, owner)).json();
    expect(after.holidays).toEqual(
      expect.arrayContaining([holiday('2026-05-01', '노동절', true), holiday('2026-07-17', '제헌절', false)]),
    );

    const entries = await auditEntries(t.db, 'holiday.open');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: owner.id, target: '노동절 (2026-05-01)' });
    expect(JSON.parse(entries[0]!.detail)).toEqual({ date: '2026-05-01', name: '노동절' });
  });

  it('opens a day once: a second open answers the same and writes no second audit entry', async () => {
    const first = await setHolidayOpen(t.app, owner, '2026-06-06', true);
    const second = await setHolidayOpen(t.app, owner, '2026-06-06', true);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(holiday('2026-06-06', '현충일', true));
    const { rows, audited } = await openingsOf('2026-06-06');
    expect([rows.length, audited.length]).toEqual([1, 1]);
  });

  it('closes an opened holiday again, audited, and the calendar skips it once more', async () => {
    await setHolidayOpen(t.app, owner, '2026-08-15', true);
    expect(await isClosed(t.db, '2026-08-15')).toBe(false);
    const closed = await setHolidayOpen(t.app, owner, '2026-08-15', false);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual(holiday('2026-08-15', '광복절', false));
    expect(await isClosed(t.db, '2026-08-15')).toBe(true);
    expect((await closedDays(t.app, '?from=2026-08-15&to=2026-08-15')).json()).toEqual([
      { date: '2026-08-15', name: '광복절', kind: 'holiday' },
    ]);
    const entries = await auditEntries(t.db, 'holiday.close');
    expect(entries.map((entry) => entry.target)).toEqual(['광복절 (2026-08-15)']);
    // Closing what is not open changes nothing and says so by the same answer.
    const again = await setHolidayOpen(t.app, owner, '2026-08-15', false);
    expect(again.statusCode).toBe(200);
    expect(await auditEntries(t.db, 'holiday.close')).toHaveLength(1);
  });

  it('keeps a studio closure on an opened holiday closed', async () => {
    await addClosure(t.app, owner, { from: '2026-10-01', to: '2026-10-04', name: '가을 방학' });
    await setHolidayOpen(t.app, owner, '2026-10-03', true);
    expect((await closedDays(t.app, '?from=2026-10-03&to=2026-10-03')).json()).toEqual([
      { date: '2026-10-03', name: '가을 방학', kind: 'studio' },
    ]);
    expect(await isClosed(t.db, '2026-10-03')).toBe(true);
  });

  it('refuses a day that is no public holiday with a Korean 404, and a malformed date with a 400', async () => {
    const plain = await setHolidayOpen(t.app, owner, '2026-05-04', true);
    expect(plain.statusCode).toBe(404);
    expect(errorOf(plain)).toEqual({
      code: 'closures.not_holiday',
      message: '공휴일이 아닌 날입니다. 공휴일 목록에서 골라 주세요.',
    });
    const uncovered = await setHolidayOpen(t.app, owner, '2040-01-01', true);
    expect(uncovered.statusCode).toBe(404);
    for (const date of ['2026-02-30', '2026-5-1', 'today', '%00', '2026-05-01x']) {
      const refused = await setHolidayOpen(t.app, owner, date, true);
      expect(refused.statusCode, date).toBe(400);
      expect(errorOf(refused).code, date).toBe('closures.date_invalid');
    }
    expect((await openingsOf('2026-05-04')).rows).toEqual([]);
  });

  it('keeps opening to the owner: visitor 401, teacher 403, nothing stored', async () => {
    for (const open of [true, false]) {
      expect((await setHolidayOpen(t.app, null, '2026-12-25', open)).statusCode).toBe(401);
      expect((await setHolidayOpen(t.app, teacher, '2026-12-25', open)).statusCode).toBe(403);
    }
    expect(await isClosed(t.db, '2026-12-25')).toBe(true);
  });

  it('stores one opening of 16 simultaneous opens of one day, with one audit entry', async () => {
    const responses = await Promise.all(
      Array.from({ length: 16 }, () => setHolidayOpen(t.app, owner, '2026-09-25', true)),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 200: 16 });
    const { rows, audited } = await openingsOf('2026-09-25');
    expect([rows.length, audited.length]).toEqual([1, 1]);
  }, 30_000);
});
