/** 휴원일 through the API: anyone reads closed days and holidays; only the owner changes closures. */

import { describe, expect, it } from 'vitest';
import { latestAuditEntry } from '../../testing/audit-entries.ts';
import { addClosure, closedDays, deleteClosure, holidaysOf, studioClosures } from '../../testing/closures.ts';
import { countWhere } from '../../testing/count-rows.ts';
import { errorOf } from '../../testing/errors.ts';
import { signIn } from '../../testing/sign-in.ts';
import { staffForTests } from '../../testing/staff-for-tests.ts';
import { closedDays as closedDaysOf, isClosed } from './closures.queries.ts';

describe('closures API', () => {
  const { t, owner, teacher } = staffForTests({ now: '2026-11-25T10:00:00+09:00' });

  it('lists 2026 추석 to anyone, with no session, cacheable for a minute', async () => {
    const response = await closedDays(t.app, '?from=2026-09-23&to=2026-09-30');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { date: '2026-09-24', name: '추석 전날', kind: 'holiday' },
      { date: '2026-09-25', name: '추석', kind: 'holiday' },
      { date: '2026-09-26', name: '추석 다음 날', kind: 'holiday' },
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it('answers staff from no cache, so their own change shows at once', async () => {
    const response = await closedDays(t.app, '?from=2026-09-23&to=2026-09-30', owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('lets the owner add a range, shows it beside the holidays, and audits it', async () => {
    const created = await addClosure(t.app, owner, {
      from: '2026-12-28',
      to: '2027-01-03',
      name: '  겨울   방학 ',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, from: '2026-12-28', to: '2027-01-03', name: '겨울 방학' });

    const days = (await closedDays(t.app, '?from=2026-12-31&to=2027-01-04')).json();
    expect(days).toEqual([
      { date: '2026-12-31', name: '겨울 방학', kind: 'studio' },
      { date: '2027-01-01', name: '1월 1일', kind: 'holiday' },
      { date: '2027-01-01', name: '겨울 방학', kind: 'studio' },
      { date: '2027-01-02', name: '겨울 방학', kind: 'studio' },
      { date: '2027-01-03', name: '겨울 방학', kind: 'studio' },
    ]);

    const list = await studioClosures(t.app, owner);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json()).toContainEqual({ id, from: '2026-12-28', to: '2027-01-03', name: '겨울 방학' });

    const entry = await latestAuditEntry(t.db, { action: 'closure.create' });
    expect(entry).toMatchObject({
      actor_id: owner.id,
      action: 'closure.create',
      target: '겨울 방학 (2026-12-28 ~ 2027-01-03)',
    });
    expect(JSON.parse(entry.detail)).toEqual({
      id,
      name: '겨울 방학',
      startsOn: '2026-12-28',
      endsOn: '2027-01-03',
    });
  });

  it('gives the calendar its closed days by date, and one day’s answer', async () => {
    // 2027's 설날, which no other test closes (2026's 추석 is read bare by the first test).
    await addClosure(t.app, owner, { from: '2027-02-07', to: '2027-02-07', name: '설날 휴원' });
    const map = await closedDaysOf(t.db, '2027-02-05', '2027-02-08');
    expect([...map.keys()]).toEqual(['2027-02-06', '2027-02-07', '2027-02-08']);
    expect(map.get('2027-02-07')).toEqual([
      { name: '설날', kind: 'holiday' },
      { name: '설날 휴원', kind: 'studio' },
    ]);
    expect(await isClosed(t.db, '2027-02-07')).toBe(true);
    expect(await isClosed(t.db, '2026-09-25')).toBe(true);
    expect(await isClosed(t.db, '2026-10-05')).toBe(true);
    expect(await isClosed(t.db, '2026-09-28')).toBe(false);
    expect(await isClosed(t.db, '2030-01-02')).toBe(false);
  });

  it('takes a single day, and a whole 366-day year', async () => {
    const day = await addClosure(t.app, owner, { from: '2027-03-10', to: '2027-03-10', name: '휴원' });
    expect(day.statusCode).toBe(201);
    const year = await addClosure(t.app, owner, { from: '2028-01-01', to: '2028-12-31', name: '리모델링' });
    expect(year.statusCode).toBe(201);
    const count = await t.db
      .selectFrom('studio_closure_days')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('closure_id', '=', year.json().id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(366);
  });

  it('refuses a closure over a day already closed by the studio, and stores nothing of it', async () => {
    await addClosure(t.app, owner, { from: '2027-04-01', to: '2027-04-03', name: '봄 휴원' });
    const overlap = await addClosure(t.app, owner, {
      from: '2027-03-30',
      to: '2027-04-01',
      name: '다른 휴원',
    });
    expect(overlap.statusCode).toBe(409);
    expect(errorOf(overlap)).toEqual({
      code: 'closures.overlap',
      message: '이미 휴원일로 정한 날짜와 겹칩니다. 아래 목록에서 확인해 주세요.',
    });
    expect(await countWhere(t.db, 'studio_closures', { name: '다른 휴원' })).toBe(0);
    expect(await countWhere(t.db, 'studio_closure_days', { date: '2027-03-30' })).toBe(0);
    // A holiday is no studio closure: a closure over 추석 is taken.
    const overHoliday = await addClosure(t.app, owner, {
      from: '2027-09-14',
      to: '2027-09-16',
      name: '추석 방학',
    });
    expect(overHoliday.statusCode).toBe(201);
  });

  it('deletes a closure with its days, audited, then 404s in Korean', async () => {
    const { id } = (
      await addClosure(t.app, owner, { from: '2027-05-10', to: '2027-05-11', name: '임시 휴원' })
    ).json();
    const deleted = await deleteClosure(t.app, owner, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id, from: '2027-05-10', to: '2027-05-11', name: '임시 휴원' });
    expect((await closedDays(t.app, '?from=2027-05-10&to=2027-05-11')).json()).toEqual([]);
    expect(await countWhere(t.db, 'studio_closure_days', { closure_id: id })).toBe(0);
    const entry = await latestAuditEntry(t.db, { action: 'closure.delete' });
    expect(entry).toMatchObject({ action: 'closure.delete', target: '임시 휴원 (2027-05-10 ~ 2027-05-11)' });
    // The days are free again.
    expect(
      (await addClosure(t.app, owner, { from: '2027-05-11', to: '2027-05-11', name: '휴원' })).statusCode,
    ).toBe(201);

    const again = await deleteClosure(t.app, owner, id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toEqual({
      code: 'closures.not_found',
      message: '휴원일을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.',
    });
    expect((await deleteClosure(t.app, owner, 2_147_483_647)).statusCode).toBe(404);
    expect((await deleteClosure(t.app, owner, 0)).statusCode).toBe(400);
    expect((await deleteClosure(t.app, owner, '1e1')).statusCode).toBe(400);
  });

  it('lists upcoming and recent closures for the owner, not those long over', async () => {
    await addClosure(t.app, owner, { from: '2027-08-02', to: '2027-08-03', name: '여름 휴원' });
    await addClosure(t.app, owner, { from: '2026-09-01', to: '2026-09-02', name: '지난 여름' });
    await addClosure(t.app, owner, { from: '2026-08-01', to: '2026-08-26', name: '오래전' });
    const names = (await studioClosures(t.app, owner)).json().map((item: { name: string }) => item.name);
    expect(names).toContain('지난 여름');
    expect(names).not.toContain('오래전');
    expect(names.indexOf('지난 여름')).toBeLessThan(names.indexOf('여름 휴원'));
  });

  it('keeps the writes and the owner’s list to the owner: visitor 401, teacher 403', async () => {
    const body = { from: '2027-06-01', to: '2027-06-01', name: '휴원' };
    const cases = [
      [null, 401, 'auth.required'],
      [teacher, 403, 'auth.forbidden'],
    ] as const;
    for (const [who, status, code] of cases) {
      const add = await addClosure(t.app, who, body);
      expect(add.statusCode).toBe(status);
      expect(errorOf(add).code).toBe(code);
      expect((await deleteClosure(t.app, who, 1)).statusCode).toBe(status);
      expect((await studioClosures(t.app, who)).statusCode).toBe(status);
    }
    const pending = await signIn(t.app, 'pending');
    expect((await addClosure(t.app, pending, body)).statusCode).toBe(403);
    expect(await countWhere(t.db, 'studio_closures', { starts_on: '2027-06-01' })).toBe(0);
  });

  const dateInvalid = {
    code: 'closures.date_invalid',
    message: '날짜는 2026-09-24처럼 연-월-일로 입력해 주세요.',
  };
  const rangeOrder = { code: 'closures.range_order', message: '종료일은 시작일과 같거나 그 뒤여야 합니다.' };
  const nameRequired = {
    code: 'closures.name_required',
    message: '휴원일 이름을 입력해 주세요. (예: 겨울 방학)',
  };
  const nameTooLong = {
    code: 'closures.name_too_long',
    message: '휴원일 이름은 30자까지 입력할 수 있습니다.',
  };
  const textControl = {
    code: 'text_control',
    message: '보이지 않는 제어 문자는 입력할 수 없습니다. 내용을 다시 입력해 주세요.',
  };

  it.each([
    ['', dateInvalid],
    ['?from=2026-09-01', dateInvalid],
    ['?from=2026-09-01&to=2026-9-3', dateInvalid],
    ['?from=2026-02-30&to=2026-03-03', dateInvalid],
    ['?from=2026-09-05&to=2026-09-04', rangeOrder],
    [
      '?from=2026-01-01&to=2026-04-04',
      {
        code: 'closures.query_too_long',
        message: '휴원일은 한 번에 93일까지 조회할 수 있습니다. 기간을 나눠서 조회해 주세요.',
      },
    ],
  ])('refuses the closed days of %s with a Korean 400', async (query, refusal) => {
    const response = await closedDays(t.app, query);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual(refusal);
  });

  it('answers 93 days, and a range past the package’s years with the studio’s closures only', async () => {
    expect((await closedDays(t.app, '?from=2026-01-01&to=2026-04-03')).statusCode).toBe(200);
    await addClosure(t.app, owner, { from: '2031-01-02', to: '2031-01-02', name: '휴원' });
    const far = await closedDays(t.app, '?from=2030-12-01&to=2031-01-31');
    expect(far.statusCode).toBe(200);
    expect(far.json()).toEqual([{ date: '2031-01-02', name: '휴원', kind: 'studio' }]);
  });

  const july1 = { from: '2027-07-01', to: '2027-07-01' };
  it.each([
    [{ to: '2027-07-01', name: '휴원' }, dateInvalid],
    [{ from: '2027-07-01', to: 20270701, name: '휴원' }, dateInvalid],
    [{ from: '2027-07-02', to: '2027-07-01', name: '휴원' }, rangeOrder],
    [
      { from: '2027-01-01', to: '2028-01-02', name: '휴원' },
      { code: 'closures.range_too_long', message: '휴원 기간은 한 번에 366일까지 정할 수 있습니다.' },
    ],
    [july1, nameRequired],
    [{ ...july1, name: '   ' }, nameRequired],
    [{ ...july1, name: '가'.repeat(31) }, nameTooLong],
    [{ ...july1, name: '가'.repeat(100_000) }, nameTooLong],
    [{ ...july1, name: '휴원\u0000' }, textControl],
    [{ ...july1, name: '겨울\n방학' }, textControl],
    [
      { ...july1, name: '휴\u202E원' },
      { code: 'text_direction', message: '글자 방향을 바꾸는 특수 문자는 입력할 수 없습니다.' },
    ],
  ])('refuses the closure %j with a Korean 400 and stores nothing', async (body, refusal) => {
    const response = await addClosure(t.app, owner, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual(refusal);
    expect(await countWhere(t.db, 'studio_closures', { starts_on: '2027-07-01' })).toBe(0);
  });

  it('takes a name of exactly 30 characters', async () => {
    const response = await addClosure(t.app, owner, {
      from: '2027-07-05',
      to: '2027-07-05',
      name: '가'.repeat(30),
    });
    expect(response.statusCode).toBe(201);
  });

  it('lists a year’s holidays, 대체공휴일 included, and says when a year is not covered', async () => {
    const response = await holidaysOf(t.app, 2027);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = response.json();
    expect(body.year).toBe(2027);
    expect(body.covered).toBe(true);
    expect(body.holidays).toHaveLength(24);
    expect(body.holidays).toContainEqual({
      date: '2027-02-09',
      name: '대체공휴일(설날)',
      kind: 'holiday',
      open: false,
    });
    expect(body.holidays[0]).toEqual({ date: '2027-01-01', name: '1월 1일', kind: 'holiday', open: false });

    expect((await holidaysOf(t.app, 2040)).json()).toEqual({ year: 2040, covered: false, holidays: [] });
    for (const year of ['26', '1999', '2101', 'abcd', '']) {
      const refused = await holidaysOf(t.app, year);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toEqual({
        code: 'closures.year_invalid',
        message: '연도는 2000년부터 2100년까지 네 자리로 보내 주세요.',
      });
    }
  });
});
