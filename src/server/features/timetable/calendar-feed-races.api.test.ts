/**
 * One address per teacher, whatever arrives at once: first views from several devices all get
 * the one token that landed (the key decides, not a look before the insert), and resets at the
 * same moment leave exactly one live address, the last one written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { auditEntries } from '../../testing/audit-entries.ts';
import { countWhere } from '../../testing/count-rows.ts';
import { countStatuses } from '../../testing/count-statuses.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { call } from '../../testing/students.ts';
import { warmPool } from '../../testing/warm-pool.ts';

const urlOf = (response: { json(): unknown }) => (response.json() as { url: string }).url;

describe('concurrent calendar feed requests', () => {
  const t = appForTests({ now: '2026-11-25T10:00:00+09:00' });
  beforeAll(async () => {
    const warm = await signIn(t.app, 'teacher');
    await warmPool(() => call(t.app, warm, 'GET', '/api/lessons'));
  });

  it('gives 20 simultaneous first views the one same address, stored once', async () => {
    const teacher = await signIn(t.app, 'teacher');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, teacher, 'GET', '/api/calendar/feed')),
    );
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 200: 20 });
    expect(new Set(responses.map(urlOf)).size).toBe(1);
    const rows = await t.db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('teacher_id', '=', teacher.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(urlOf(responses[0]!)).toContain(`/calendar/${rows[0]!.token}.ics`);
  });

  it('leaves exactly one live address after 8 simultaneous resets and first views, each reset audited', async () => {
    const teacher: SignedIn = await signIn(t.app, 'teacher');
    const requests = Array.from({ length: 12 }, (_, index) =>
      index % 3 === 0
        ? call(t.app, teacher, 'GET', '/api/calendar/feed')
        : call(t.app, teacher, 'POST', '/api/calendar/feed/reset'),
    );
    const responses = await Promise.all(requests);
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 200: 12 });
    expect(await countWhere(t.db, 'calendar_feeds', { teacher_id: teacher.id })).toBe(1);
    const live = urlOf(await call(t.app, teacher, 'GET', '/api/calendar/feed'));
    const handed = new Set(responses.map(urlOf));
    expect(handed.has(live)).toBe(true);
    // Every other address handed out is dead.
    for (const url of handed) {
      const status = (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;
      expect(status, url).toBe(url === live ? 200 : 404);
    }
    const audit = await auditEntries(t.db, 'calendar.feed.reset', { actor: teacher.id });
    expect(audit).toHaveLength(8);
  });
});
