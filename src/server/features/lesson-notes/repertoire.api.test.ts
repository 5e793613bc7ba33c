/**
 * 레퍼토리 through the API, on both databases: a piece's way through its stages with the day of
 * each, kept by the student's staff only and read by the student's own family only.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { statusAndCode } from '../../testing/errors.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { api, call } from '../../testing/students.ts';

describe('repertoire', () => {
  let kim: SignedIn;
  let lee: SignedIn;
  let names = 0;
  const student = async (teacher: SignedIn) => {
    const name = `곡학생${++names}`;
    return { name, id: (await api.add(t.app, teacher, { name })).json().student.id as number };
  };
  const add = (who: SignedIn, id: number, body: unknown) =>
    call(t.app, who, 'POST', `/api/member/${id}/repertoire`, body);
  const move = (who: SignedIn, id: number, body: unknown) =>
    call(t.app, who, 'PUT', `/api/member/${id}/repertoire`, body);

  const t = appForTests({ now: '2026-11-25T15:00:00+09:00' });
  beforeAll(async () => {
    kim = await signIn(t.app, 'teacher');
    lee = await signIn(t.app, 'teacher');
  });

  it('takes a piece from 시작 to 발표 with the day of each stage, and back', async () => {
    const { id } = await student(kim);
    const added = await add(kim, id, { title: '  캐논   변주곡 ', date: '2026-11-01' });
    expect(added.statusCode).toBe(201);
    const piece = added.json().piece;
    expect(added.json()).toEqual({
      message: "'캐논 변주곡'을(를) 레퍼토리에 넣었습니다.",
      piece: {
        id: piece.id,
        title: '캐논 변주곡',
        stage: '시작',
        dates: { 시작: '2026-11-01', '연습 중': null, 완성: null, 발표: null },
        updatedAt: '2026-11-25T06:00:00.000Z',
      },
    });
    // Straight to 완성: the skipped 연습 중 takes the day it was reached too.
    const done = await move(kim, id, { pieceId: piece.id, stage: '완성', date: '2026-11-20' });
    expect(done.json().piece.dates).toEqual({
      시작: '2026-11-01',
      '연습 중': '2026-11-20',
      완성: '2026-11-20',
      발표: null,
    });
    const shown = await move(kim, id, { pieceId: piece.id, stage: '발표' });
    expect(shown.json().piece.dates).toEqual({
      시작: '2026-11-01',
      '연습 중': '2026-11-20',
      완성: '2026-11-20',
      발표: '2026-11-25',
    });
    const back = await move(kim, id, { pieceId: piece.id, stage: '연습 중', title: '캐논' });
    expect(back.json().piece).toMatchObject({
      title: '캐논',
      stage: '연습 중',
      dates: { 시작: '2026-11-01', '연습 중': '2026-11-25', 완성: null, 발표: null },
    });
    const listed = await call(t.app, kim, 'GET', `/api/member/${id}/repertoire`);
    expect(listed.json()).toEqual({ pieces: [back.json().piece] });
  });

  it('is the student’s teacher’s alone, and the student’s family reads it', async () => {
    const mine = await student(kim);
    const theirs = await student(lee);
    const piece = (await add(kim, mine.id, { title: '아리랑' })).json().piece;
    expect(statusAndCode(await add(kim, theirs.id, { title: '아리랑' }))).toEqual([
      404,
      'lessonNotes.student_not_found',
    ]);
    expect(statusAndCode(await move(lee, mine.id, { pieceId: piece.id, stage: '완성' }))).toEqual([
      404,
      'lessonNotes.student_not_found',
    ]);
    // A piece of another student, named through one's own student, is not there either.
    const other = (await add(lee, theirs.id, { title: '도라지' })).json().piece;
    expect(statusAndCode(await move(kim, mine.id, { pieceId: other.id, stage: '완성' }))).toEqual([
      404,
      'repertoire.piece_not_found',
    ]);
    expect(
      (await call(t.app, lee, 'GET', `/api/member/${theirs.id}/repertoire`)).json().pieces[0].stage,
    ).toBe('시작');

    const family = await signInFamily(t.app, kim, mine.name);
    const read = await asFamily(t.app, family, 'GET', `/api/family/repertoire?studentId=${mine.id}`);
    expect(read.json().pieces.map((each: { title: string }) => each.title)).toEqual(['아리랑']);
    expect(
      statusAndCode(await asFamily(t.app, family, 'GET', `/api/family/repertoire?studentId=${theirs.id}`)),
    ).toEqual([404, 'family.student_not_found']);
    expect(
      (await asFamily(t.app, family, 'POST', `/api/member/${mine.id}/repertoire`, { title: '몰래' }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a day ahead, a stage that is none, and malformed input with a 4xx, storing nothing', async () => {
    const { id } = await student(kim);
    const cases: [unknown, string][] = [
      [{ title: '곡', date: '2026-11-26' }, 'repertoire.date_future'],
      [{ title: '곡', date: '2026-02-30' }, 'repertoire.date_invalid'],
      [{ title: '곡', stage: '끝' }, 'repertoire.stage_invalid'],
      [{ title: '   ' }, 'repertoire.title_required'],
      [{ title: '가'.repeat(101) }, 'repertoire.title_too_long'],
      [{ title: 'a\u0007b' }, 'text_control'],
      [{ title: 7 }, 'repertoire.title_required'],
      [{}, 'repertoire.title_required'],
    ];
    for (const [body, code] of cases) {
      expect(statusAndCode(await add(kim, id, body)), JSON.stringify(body).slice(0, 50)).toEqual([400, code]);
    }
    expect(statusAndCode(await move(kim, id, { pieceId: 'x', stage: '완성' }))).toEqual([
      400,
      'repertoire.piece_not_found',
    ]);
    expect((await call(t.app, kim, 'GET', `/api/member/${id}/repertoire`)).json()).toEqual({ pieces: [] });
  });
});
