import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditEntries } from '../../testing/audit-entries.ts';
import { closeDay } from '../../testing/closures.ts';
import { events, type IcsComponent, parseIcs, prop } from '../../testing/ics.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call, newStudent } from '../../testing/students.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addLesson, newSeries } from '../../testing/timetable.ts';
import { feedTokenOf } from './calendar-feed.queries.ts';

// A Wednesday; the feed covers 2026-09-30 (a Wednesday, 8 weeks back) to 2027-05-25 (a Tuesday).
const NOW = '2026-11-25T10:00:00+09:00';

const feedAddress = async (t: TestApp, who: SignedIn) => {
  const response = await call(t.app, who, 'GET', '/api/calendar/feed');
  expect(response.statusCode).toBe(200);
  return (response.json() as { url: string }).url;
};

const pathOf = (url: string) => new URL(url).pathname;

const readFeed = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url: pathOf(url) });

async function feedEvents(t: TestApp, who: SignedIn): Promise<IcsComponent[]> {
  const response = await readFeed(t, await feedAddress(t, who));
  expect(response.statusCode).toBe(200);
  return events(parseIcs(response.body));
}

const seriesId = async (t: TestApp, teacherId: string, name: string) =>
  Number(
    (
      await t.db
        .selectFrom('lesson_series')
        .select('id')
        .where('teacher_id', '=', teacherId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id,
  );

/**
 * A teacher with 김민지 on Wednesdays at 14:30 (2부) since the summer, linked to the student, and
 * 박지훈 on Tuesdays at 10 (1시간).
 */
async function teacherWithWeek(t: TestApp) {
  const teacher = await signIn(t.app, 'teacher');
  const student = await newStudent(t.app, teacher, { name: '김민지', lesson: 8 });
  await newSeries(t.app, teacher, {
    day: '수',
    time: 14,
    type: '2부',
    name: '김민지',
    studentId: student,
    from: '2026-08-31',
  });
  await newSeries(t.app, teacher, { day: '화', time: 10, type: '1시간', name: '박지훈', from: '2026-08-31' });
  return teacher;
}

describe('a teacher’s private calendar feed', () => {
  const t = appForTests({ now: NOW, env: { PUBLIC_URL: 'https://studio.example' } });
  const owner = signedInForTests(t, 'owner');
  let teacher: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    // Read by every test, changed by none: a test that changes a teacher's lessons has its own.
    teacher = await teacherWithWeek(t);
    other = await signIn(t.app, 'teacher');
    expect(
      (await addLesson(t.app, other, { day: '목', time: 11, type: '1부', name: '다른선생학생' })).statusCode,
    ).toBe(201);
    await closeDay(t.app, owner, '2026-12-02', '겨울 방학');
  });

  it('gives the teacher an address under PUBLIC_URL, the same one each time', async () => {
    const url = await feedAddress(t, teacher);
    expect(url).toMatch(/^https:\/\/studio\.example\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedAddress(t, teacher)).toBe(url);
    expect(await feedAddress(t, other)).not.toBe(url);
    expect(await feedAddress(t, owner)).not.toBe(url);
  });

  it('serves the lessons as iCalendar, privately cached, in Asia/Seoul', async () => {
    const response = await readFeed(t, await feedAddress(t, teacher));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const calendar = parseIcs(response.body);
    expect(prop(calendar, 'X-WR-CALNAME')).toMatch(/레슨$/);
    expect(calendar.components.filter((component) => component.name === 'VTIMEZONE')).toHaveLength(1);
    const wednesday = events(calendar).find(
      (event) => prop(event, 'UID')?.startsWith('s') && prop(event, 'DTSTART') === '20261125T143000',
    );
    expect(wednesday).toBeDefined();
    expect(wednesday!.properties.get('DTSTART')![0]!.params).toEqual({ TZID: 'Asia/Seoul' });
    expect(prop(wednesday!, 'DTEND')).toBe('20261125T150000');
    expect(prop(wednesday!, 'SUMMARY')).toBe('김민지');
    expect(prop(wednesday!, 'STATUS')).toBe('CONFIRMED');
    expect(prop(wednesday!, 'LOCATION')).toMatch(/^온음 .+, 서울/);
    const id = await seriesId(t, teacher.id, '김민지');
    expect(prop(wednesday!, 'UID')).toBe(`s${id}@2026-11-25@studio.example`);
  });

  it('lists from 8 weeks back to 6 months ahead, ends included, and nothing beyond', async () => {
    const list = await feedEvents(t, teacher);
    const days = list.map((event) => prop(event, 'DTSTART')!.slice(0, 8)).sort();
    expect(days[0]).toBe('20260930');
    expect(days.at(-1)).toBe('20270525');
    // Every Wednesday and Tuesday of the range, once each.
    const uids = list.map((event) => prop(event, 'UID'));
    expect(new Set(uids).size).toBe(uids.length);
    expect(list.filter((event) => prop(event, 'SUMMARY')?.startsWith('김민지'))).toHaveLength(34);
    expect(list.filter((event) => prop(event, 'SUMMARY') === '박지훈')).toHaveLength(34);
  });

  it('cancels the lesson of a closed day and says which closure', async () => {
    const closed = (await feedEvents(t, teacher)).find(
      (event) => prop(event, 'DTSTART') === '20261202T143000',
    );
    expect(prop(closed!, 'STATUS')).toBe('CANCELLED');
    expect(prop(closed!, 'DESCRIPTION')).toContain('겨울 방학');
  });

  it('cancels a lesson recorded 사전취소 ahead and names the status', async () => {
    const teacher = await teacherWithWeek(t);
    const id = await seriesId(t, teacher.id, '김민지');
    const recorded = await api.lesson(t.app, teacher, '김민지', {
      status: '사전취소',
      date: '2026-12-09',
      occurrence: `s${id}@2026-12-09`,
    });
    expect(recorded.statusCode).toBe(200);
    const event = (await feedEvents(t, teacher)).find(
      (candidate) => prop(candidate, 'UID') === `s${id}@2026-12-09@studio.example`,
    );
    expect(prop(event!, 'SUMMARY')).toBe('김민지 · 사전취소');
    expect(prop(event!, 'STATUS')).toBe('CANCELLED');
  });

  it('lists a 체험 on its date with its kind, named by the one-off', async () => {
    const teacher = await teacherWithWeek(t);
    const created = await call(t.app, teacher, 'POST', '/api/calendar/one-offs', {
      date: '2026-12-10',
      time: 16,
      type: '1부',
      kind: 'trial',
      name: '체험생',
    });
    expect(created.statusCode).toBe(201);
    const { key } = created.json() as { key: string };
    const event = (await feedEvents(t, teacher)).find(
      (candidate) => prop(candidate, 'UID') === `${key}@studio.example`,
    );
    expect(prop(event!, 'SUMMARY')).toBe('체험생 · 체험');
    expect(prop(event!, 'DTSTART')).toBe('20261210T160000');
    expect(prop(event!, 'DTEND')).toBe('20261210T163000');
    expect(prop(event!, 'STATUS')).toBe('CONFIRMED');
  });

  it('never lists another teacher’s lessons', async () => {
    const mine = await feedEvents(t, teacher);
    expect(mine.some((event) => prop(event, 'SUMMARY')?.includes('다른선생학생'))).toBe(false);
    const theirs = await feedEvents(t, other);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((event) => prop(event, 'SUMMARY') === '다른선생학생')).toBe(true);
    // The owner's own feed holds the owner's lessons only: none here.
    expect(await feedEvents(t, owner)).toEqual([]);
  });

  it('replaces the address on reset: the old one answers 404 in the error shape, the new one 200; audited', async () => {
    const teacher = await teacherWithWeek(t);
    const resets = () => auditEntries(t.db, 'calendar.feed.reset');
    const before = await resets();
    const old = await feedAddress(t, teacher);
    const reset = await call(t.app, teacher, 'POST', '/api/calendar/feed/reset');
    expect(reset.statusCode).toBe(200);
    const { url } = reset.json() as { url: string };
    expect(url).not.toBe(old);
    expect(await feedAddress(t, teacher)).toBe(url);
    const gone = await readFeed(t, old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      error: { code: 'calendar.feed_not_found', message: '없는 캘린더 주소입니다.' },
    });
    expect((await readFeed(t, url)).statusCode).toBe(200);
    // One entry more, the teacher's.
    const audit = (await resets()).slice(before.length);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(teacher.id);
    expect(JSON.stringify(audit)).not.toContain(pathOf(url).slice(10, 30));
  });

  it('makes a first address on reset too, for a teacher who had none', async () => {
    const fresh = await signIn(t.app, 'teacher');
    const reset = await call(t.app, fresh, 'POST', '/api/calendar/feed/reset');
    expect(reset.statusCode).toBe(200);
    expect(await feedAddress(t, fresh)).toBe((reset.json() as { url: string }).url);
  });

  it('refuses the address routes without a session (401) and to a pending account (403)', async () => {
    const pending = await signIn(t.app, 'pending');
    for (const [method, url] of [
      ['GET', '/api/calendar/feed'],
      ['POST', '/api/calendar/feed/reset'],
    ] as const) {
      const anonymous = await call(t.app, null, method, url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('auth.required');
      expect((await call(t.app, pending, method, url)).statusCode).toBe(403);
    }
  });

  it('answers 404 in the error shape for any address that is not a feed, malformed or not', async () => {
    for (const path of [
      '/calendar/abc.ics',
      '/calendar/abc',
      '/calendar/abc.ics.ics',
      '/calendar/%00.ics',
      `/calendar/${'a'.repeat(90)}.ics`,
      '/calendar/..%2F..%2Fetc%2Fpasswd.ics',
      '/calendar/%ED%95%9C.ics',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code, path).toBe('calendar.feed_not_found');
    }
    // Past the router's parameter length the framework refuses first, in the same shape.
    const long = await t.app.inject({ method: 'GET', url: `/calendar/${'a'.repeat(200)}.ics` });
    expect(long.statusCode).toBe(414);
    expect(Object.keys(long.json().error).sort()).toEqual(['code', 'message']);
  });

  it('stops serving a teacher whose account is gone', async () => {
    const leaving = await signIn(t.app, 'teacher');
    const url = await feedAddress(t, leaving);
    expect((await readFeed(t, url)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ role: 'pending' }).where('id', '=', leaving.id).execute();
    expect((await readFeed(t, url)).statusCode).toBe(404);
  });
});

describe('the feed address without PUBLIC_URL', () => {
  const t = appForTests({ now: NOW });

  /** A teacher with a Thursday lesson asks `app` for the feed's address from studio.test:8080. */
  async function askedFromAnotherHost(app: TestApp['app']) {
    const teacher = await signIn(app, 'teacher');
    await addLesson(app, teacher, { day: '목', time: 9, type: '1시간', name: '이서연' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/calendar/feed',
      headers: { cookie: teacher.cookie, host: 'studio.test:8080' },
    });
    return { teacher, response };
  }

  it('takes the address a server on this machine listens on, never the Host header', async () => {
    const { response } = await askedFromAnotherHost(t.app);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await t.app.inject({
      method: 'GET',
      url: pathOf(url),
      headers: { host: 'studio.test:8080' },
    });
    const [first] = events(parseIcs(feed.body));
    expect(prop(first!, 'UID')).toMatch(/^s\d+@\d{4}-\d{2}-\d{2}@127\.0\.0\.1$/);
  });

  it('is refused with no address at all, and a feed read then names its events by the host it was read at', async () => {
    const open = await createTestApp({ now: NOW, env: { HOST: '0.0.0.0' } });
    try {
      const { teacher, response } = await askedFromAnotherHost(open.app);
      expect([response.statusCode, response.json().error.code]).toEqual([409, 'site.address_missing']);
      // An address made before (under an address since removed) still answers.
      const token = await feedTokenOf(open.db, teacher.id, open.clock.now());
      const feed = await open.app.inject({
        url: `/calendar/${token}.ics`,
        headers: { host: 'studio.test:8080' },
      });
      const [first] = events(parseIcs(feed.body));
      expect(prop(first!, 'UID')).toMatch(/^s\d+@\d{4}-\d{2}-\d{2}@studio\.test$/);
    } finally {
      await open.close();
    }
  });
});
