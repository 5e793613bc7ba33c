/**
 * Sign-in links as a teacher and a family meet them: made for one's own student, opened once
 * with a plain GET that signs in and leads to /family, refused in Korean when used, expired,
 * revoked or unknown, and claimed once by ten simultaneous opens. On both databases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/token-hash.ts';
import { appForTests } from '../../testing/app-for-tests.ts';
import { countRows } from '../../testing/count-rows.ts';
import { asFamily, familyCookieOf, makeLink, openLink, tokenOf } from '../../testing/family.ts';
import { raceEachBehindRow } from '../../testing/row-barrier.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call } from '../../testing/students.ts';

const NOW = '2026-11-25T10:00:00+09:00';

describe('family sign-in links', () => {
  const t = appForTests({ now: NOW, env: { PUBLIC_URL: 'https://studio.example' } });
  const owner = signedInForTests(t, 'owner');
  const kim = signedInForTests(t, 'teacher');
  const lee = signedInForTests(t, 'teacher');
  beforeAll(async () => {
    await api.add(t.app, kim, { name: '민지', lesson: 4 });
    await api.add(t.app, kim, { name: '서연', lesson: 2 });
    await api.add(t.app, lee, { name: '하준', lesson: 1 });
  });

  const me = (cookie: string | null) => asFamily(t.app, cookie, 'GET', '/api/family/me');
  const names = async (cookie: string) =>
    (await me(cookie)).json().students.map((s: { name: string }) => s.name);

  it('makes a link for the teacher’s own student: 7 days, stored only hashed, with a KakaoTalk text', async () => {
    const made = await makeLink(t.app, kim, '민지');
    expect(made.statusCode).toBe(200);
    const { url, expiresAt, kakaoText } = made.json();
    expect(url).toMatch(/^https:\/\/studio\.example\/family\/enter\/[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe('2026-12-02T01:00:00.000Z');
    expect(kakaoText).toContain(url);
    expect(kakaoText).toContain('[민지 학생 가족 페이지]');
    const stored = await t.db.selectFrom('family_links').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(tokenOf(url)));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(url));
  });

  it('refuses another teacher’s student, a visitor, and a family session', async () => {
    expect((await makeLink(t.app, lee, '민지')).statusCode).toBe(404);
    expect((await makeLink(t.app, null, '민지')).json().error.code).toBe('auth.required');
    const made = await makeLink(t.app, kim, '서연');
    const cookie = familyCookieOf(t.app, await openLink(t.app, tokenOf(made.json().url)));
    const asFamilyOnly = await t.app.inject({
      method: 'POST',
      url: '/api/family/links',
      headers: { cookie },
      payload: { studentName: '서연' },
    });
    expect(asFamilyOnly.statusCode).toBe(401);
  });

  it('lets the owner make one for any teacher’s student by teacherId', async () => {
    expect((await makeLink(t.app, owner, '하준', `?teacherId=${lee.id}`)).statusCode).toBe(200);
    expect((await makeLink(t.app, owner, '하준')).statusCode).toBe(404);
  });

  it('signs in on the first open and leads to /family; the session sees that student only', async () => {
    const token = tokenOf((await makeLink(t.app, kim, '민지')).json().url);
    const opened = await openLink(t.app, token);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/family');
    expect(opened.headers['cache-control']).toBe('no-store');
    const set = opened.cookies.find((cookie) => cookie.name === t.app.familyCookie.name);
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 180 * 24 * 60 * 60 });
    expect(await names(familyCookieOf(t.app, opened))).toEqual(['민지']);
  });

  it('refuses a used link with a Korean page, and the first browser keeps its session', async () => {
    const token = tokenOf((await makeLink(t.app, kim, '민지')).json().url);
    const cookie = familyCookieOf(t.app, await openLink(t.app, token));
    const again = await openLink(t.app, token);
    expect(again.statusCode).toBe(410);
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.body).toContain('<h1>이미 사용한 링크입니다</h1>');
    expect(again.cookies).toEqual([]);
    expect(await names(cookie)).toEqual(['민지']);
  });

  it('refuses an unknown link and one past its 7 days', async () => {
    const unknown = await openLink(t.app, 'x'.repeat(43));
    expect([unknown.statusCode, unknown.body.includes('찾을 수 없는 링크입니다')]).toEqual([404, true]);
    const token = tokenOf((await makeLink(t.app, kim, '민지')).json().url);
    t.clock.set('2026-12-02T10:00:00+09:00');
    const late = await openLink(t.app, token);
    t.clock.set(NOW);
    expect([late.statusCode, late.body.includes('기한이 지난 링크입니다')]).toEqual([410, true]);
  });

  it('adds a second child to the session a browser already holds', async () => {
    const cookie = familyCookieOf(
      t.app,
      await openLink(t.app, tokenOf((await makeLink(t.app, kim, '민지')).json().url)),
    );
    const second = await openLink(t.app, tokenOf((await makeLink(t.app, kim, '서연')).json().url), cookie);
    expect([second.statusCode, second.cookies]).toEqual([303, []]);
    expect(await names(cookie)).toEqual(['민지', '서연']);
  });

  it('ends sessions and open links on 연결 해제, one or all', async () => {
    await api.add(t.app, kim, { name: '도윤', lesson: 1 });
    const first = familyCookieOf(
      t.app,
      await openLink(t.app, tokenOf((await makeLink(t.app, kim, '도윤')).json().url)),
    );
    const second = familyCookieOf(
      t.app,
      await openLink(t.app, tokenOf((await makeLink(t.app, kim, '도윤')).json().url)),
    );
    const unopened = tokenOf((await makeLink(t.app, kim, '도윤')).json().url);
    const connections = (await call(t.app, kim, 'GET', '/api/member/도윤/family')).json();
    expect(connections.sessions).toHaveLength(2);
    expect(connections.openLinks).toBe(1);
    expect((await call(t.app, lee, 'GET', '/api/member/도윤/family')).statusCode).toBe(404);
    const oneId = connections.sessions[0].id;
    expect((await call(t.app, lee, 'DELETE', `/api/member/도윤/family/sessions/${oneId}`)).statusCode).toBe(
      404,
    );
    const ended = await call(t.app, kim, 'DELETE', `/api/member/도윤/family/sessions/${oneId}`);
    expect(ended.json()).toEqual({ message: '가족 연결을 해제했습니다.' });
    expect([(await me(second)).statusCode, (await me(first)).statusCode].sort()).toEqual([200, 401]);
    const all = await call(t.app, kim, 'DELETE', '/api/member/도윤/family');
    expect(all.json()).toEqual({
      message: '가족 연결 1개를 해제했습니다. 보내 둔 링크도 더 쓸 수 없습니다.',
      ended: 1,
    });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const revoked = await openLink(t.app, unopened);
    expect([revoked.statusCode, revoked.body.includes('해제된 링크입니다')]).toEqual([410, true]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', 'like', 'family.%')
      .execute();
    expect(audit.filter((row) => row.action === 'family.session_end')).toEqual([
      { action: 'family.session_end', target: '도윤' },
      { action: 'family.session_end', target: '도윤' },
    ]);
  });

  it('makes one session of ten simultaneous opens of one link', async () => {
    const token = tokenOf((await makeLink(t.app, kim, '서연')).json().url);
    const before = await countRows(t.db, 'family_sessions');
    const responses = await raceEachBehindRow(
      t,
      { table: 'family_links', tokenHash: hashToken(token) },
      10,
      () => openLink(t.app, token),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([303, ...Array(9).fill(410)]);
    const after = await countRows(t.db, 'family_sessions');
    expect(after - before).toBe(1);
  });

  it('slides a session for 180 days from its last use', async () => {
    const cookie = familyCookieOf(
      t.app,
      await openLink(t.app, tokenOf((await makeLink(t.app, kim, '민지')).json().url)),
    );
    t.clock.set('2027-05-20T10:00:00+09:00');
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.set('2027-11-10T10:00:00+09:00');
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.set('2028-05-09T10:00:00+09:00');
    expect((await me(cookie)).statusCode).toBe(401);
    t.clock.set(NOW);
  });
});
