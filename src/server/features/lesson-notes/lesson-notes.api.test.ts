/**
 * 레슨 노트 through the API, on both databases: staff write the notes of their own students'
 * lessons only; a family reads its own student's shared notes, never the private line; the
 * message of a first share goes only when the owner turned the event on; bad input is a 4xx.
 */

import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { statusAndCode } from '../../testing/errors.ts';
import { asFamily, signInFamily } from '../../testing/family.ts';
import { aNote, putNote, studentWithLesson } from '../../testing/lesson-notes.ts';
import { type SignedIn, signIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';
import { api, call } from '../../testing/students.ts';

const consented = { date: '2026-11-20', method: '서면' };

describe('lesson notes', () => {
  const t = appForTests({ now: '2026-11-25T15:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  const kim = signedInForTests(t, 'teacher');
  const lee = signedInForTests(t, 'teacher');
  let names = 0;
  const fresh = (teacher: SignedIn) => studentWithLesson(t, teacher, `학생${++names}`);

  it('saves the whole note of the teacher’s own lesson, normalised, and saves it again in place', async () => {
    const { studentId, lessonId } = await fresh(kim);
    const saved = await putNote(t.app, kim, lessonId, {
      covered: '  스케일 G장조\r\n아르페지오  ',
      homework: '교재 12쪽',
      privateNote: '',
      shared: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: `학생${names} 학생의 레슨 노트를 저장했습니다.`,
      note: {
        lessonId,
        studentId,
        lessonDay: '2026-11-25',
        status: '출석',
        covered: '스케일 G장조\n아르페지오',
        homework: '교재 12쪽',
        privateNote: '',
        shared: false,
        updatedAt: '2026-11-25T06:00:00.000Z',
        files: [],
      },
    });
    const again = await putNote(t.app, kim, lessonId, aNote);
    expect(again.json().note).toMatchObject({ ...aNote, lessonId });
    const listed = await call(t.app, kim, 'GET', `/api/member/${studentId}/notes`);
    expect(listed.json().notes).toEqual([again.json().note]);
    expect(
      await t.db.selectFrom('lesson_notes').select('lesson_id').where('student_id', '=', studentId).execute(),
    ).toHaveLength(1);
  });

  it('keeps a teacher off another teacher’s lesson and student (404), and lets the owner in', async () => {
    const { studentId, lessonId } = await fresh(lee);
    expect(statusAndCode(await putNote(t.app, kim, lessonId, aNote))).toEqual([
      404,
      'lessonNotes.lesson_not_found',
    ]);
    expect(statusAndCode(await call(t.app, kim, 'GET', `/api/member/${studentId}/notes`))).toEqual([
      404,
      'lessonNotes.student_not_found',
    ]);
    expect(statusAndCode(await putNote(t.app, kim, lessonId, aNote, `?teacherId=${lee.id}`))).toEqual([
      403,
      'auth.other_teacher',
    ]);
    const today = (await call(t.app, kim, 'GET', '/api/lesson-notes/today')).json();
    expect(today.lessons.map((lesson: { studentId: number }) => lesson.studentId)).not.toContain(studentId);
    expect(
      await t.db.selectFrom('lesson_notes').select('lesson_id').where('lesson_id', '=', lessonId).execute(),
    ).toEqual([]);
    expect((await putNote(t.app, owner, lessonId, aNote)).statusCode).toBe(200);
    expect((await call(t.app, lee, 'GET', `/api/member/${studentId}/notes`)).json().notes).toHaveLength(1);
  });

  it('refuses a visitor and a family session on the staff routes', async () => {
    const { lessonId } = await fresh(kim);
    expect(statusAndCode(await putNote(t.app, null, lessonId, aNote))).toEqual([401, 'auth.required']);
    const family = await signInFamily(t.app, kim, `학생${names}`);
    const asFamilyPut = await t.app.inject({
      method: 'PUT',
      url: `/api/lessonList/${lessonId}/note`,
      headers: { cookie: family },
      payload: aNote,
    });
    expect(asFamilyPut.statusCode).toBe(401);
  });

  it('shows the family its own student’s shared notes only, never the private line', async () => {
    const shared = await fresh(kim);
    const name = `학생${names}`;
    await putNote(t.app, kim, shared.lessonId, aNote);
    const yesterday = (await api.lesson(t.app, kim, name, { status: '지각', date: '2026-11-24' })).json()
      .lessonRecord.id as number;
    const unshared = await putNote(t.app, kim, yesterday, {
      ...aNote,
      covered: '비공개 노트',
      shared: false,
    });
    expect(unshared.statusCode).toBe(200);
    const other = await fresh(lee);
    await putNote(t.app, lee, other.lessonId, aNote);

    const family = await signInFamily(t.app, kim, name);
    const notes = await asFamily(t.app, family, 'GET', `/api/family/notes?studentId=${shared.studentId}`);
    expect(notes.statusCode).toBe(200);
    expect(notes.json()).toEqual({
      notes: [
        {
          lessonId: shared.lessonId,
          lessonDay: '2026-11-25',
          status: '출석',
          covered: aNote.covered,
          homework: aNote.homework,
          updatedAt: '2026-11-25T06:00:00.000Z',
          files: [],
        },
      ],
    });
    expect(notes.body).not.toContain(aNote.privateNote);
    expect(
      statusAndCode(await asFamily(t.app, family, 'GET', `/api/family/notes?studentId=${other.studentId}`)),
    ).toEqual([404, 'family.student_not_found']);
    expect(
      statusAndCode(await asFamily(t.app, null, 'GET', `/api/family/notes?studentId=${shared.studentId}`)),
    ).toEqual([401, 'family.required']);
    // A staff session is nobody's family.
    expect(
      (await call(t.app, kim, 'GET', `/api/family/notes?studentId=${shared.studentId}`)).statusCode,
    ).toBe(401);
  });

  it('hides the note of a deleted lesson record from everyone', async () => {
    const { studentId, lessonId } = await fresh(kim);
    await putNote(t.app, kim, lessonId, aNote);
    const family = await signInFamily(t.app, kim, `학생${names}`);
    const removed = await api.remove(t.app, kim, lessonId, { reason: '잘못 입력' });
    expect(removed.statusCode).toBe(200);
    expect((await asFamily(t.app, family, 'GET', `/api/family/notes?studentId=${studentId}`)).json()).toEqual(
      {
        notes: [],
      },
    );
    expect((await call(t.app, kim, 'GET', `/api/member/${studentId}/notes`)).json()).toEqual({ notes: [] });
    expect(statusAndCode(await putNote(t.app, kim, lessonId, aNote))).toEqual([
      404,
      'lessonNotes.lesson_not_found',
    ]);
  });

  it('sends no message while the event is off (its default), and one on the first share once on', async () => {
    const name = `학생${++names}`;
    const added = await api.add(t.app, kim, { name, lesson: 4 });
    const studentId = added.json().student.id as number;
    await call(t.app, kim, 'POST', `/api/member/${encodeURIComponent(name)}/contacts`, {
      name: '보호자',
      relation: '어머니',
      phone: '010-2222-0001',
      informational: consented,
    });
    const first = (await api.lesson(t.app, kim, name, { status: '출석' })).json().lessonRecord.id as number;
    await putNote(t.app, kim, first, aNote);
    const outbox = () =>
      t.db
        .selectFrom('message_outbox')
        .select(['event', 'variables', 'source_key'])
        .where('student_id', '=', studentId)
        .execute();
    expect(await outbox()).toEqual([]);

    const on = await call(t.app, owner, 'PUT', '/api/messages/settings/lesson-note', {
      enabled: true,
      text: null,
    });
    expect(on.statusCode).toBe(200);
    const second = (await api.lesson(t.app, kim, name, { status: '출석', date: '2026-11-24' })).json()
      .lessonRecord.id as number;
    await putNote(t.app, kim, second, { ...aNote, shared: false });
    expect(await outbox()).toEqual([]);
    await putNote(t.app, kim, second, aNote);
    await putNote(t.app, kim, second, { ...aNote, shared: false });
    await putNote(t.app, kim, second, { ...aNote, covered: '고쳐 씀' });
    expect(await outbox()).toEqual([
      {
        event: 'lesson-note',
        variables: JSON.stringify({ 이름: name, 날짜: '11월 24일', 과제: '교재 12쪽, 롱톤 10분' }),
        source_key: `lesson-note:${second}`,
      },
    ]);
    await call(t.app, owner, 'PUT', '/api/messages/settings/lesson-note', { enabled: false, text: null });
  });

  it('offers the writer’s own latest distinct lines as phrases', async () => {
    const writer = await signIn(t.app, 'teacher');
    const a = await studentWithLesson(t, writer, '문구1');
    const b = await studentWithLesson(t, writer, '문구2');
    await putNote(t.app, writer, a.lessonId, { ...aNote, covered: '롱톤\n스케일', homework: '교재 3쪽' });
    t.clock.set('2026-11-25T15:05:00+09:00');
    await putNote(t.app, writer, b.lessonId, { ...aNote, covered: '스케일\n텅잉', homework: '' });
    t.clock.set('2026-11-25T15:00:00+09:00');
    expect((await call(t.app, writer, 'GET', '/api/lesson-notes/phrases')).json()).toEqual({
      covered: ['스케일', '텅잉', '롱톤'],
      homework: ['교재 3쪽'],
    });
  });

  it('lists today’s records with their notes in today’s list', async () => {
    const writer = await signIn(t.app, 'teacher');
    const a = await studentWithLesson(t, writer, '오늘1');
    const b = await studentWithLesson(t, writer, '오늘2');
    const saved = (await putNote(t.app, writer, b.lessonId, aNote)).json().note;
    expect((await call(t.app, writer, 'GET', '/api/lesson-notes/today')).json()).toEqual({
      date: '2026-11-25',
      lessons: [
        { lessonId: a.lessonId, studentId: a.studentId, status: '출석', note: null },
        { lessonId: b.lessonId, studentId: b.studentId, status: '출석', note: saved },
      ],
    });
  });

  it('answers malformed input with a 4xx in the error shape and stores nothing', async () => {
    const { lessonId } = await fresh(kim);
    const cases: [unknown, string][] = [
      [{ ...aNote, covered: '가'.repeat(1001) }, 'lessonNotes.covered_too_long'],
      [{ ...aNote, homework: '가'.repeat(1001) }, 'lessonNotes.homework_too_long'],
      [{ ...aNote, privateNote: '가'.repeat(501) }, 'lessonNotes.private_too_long'],
      [{ ...aNote, covered: 'a\u0000b' }, 'text_control'],
      [{ ...aNote, homework: 'a\u202Eb' }, 'text_direction'],
      [{ ...aNote, covered: 12 }, 'lessonNotes.invalid'],
      [{ ...aNote, shared: 'yes' }, 'lessonNotes.invalid'],
      [{ covered: '진도' }, 'lessonNotes.invalid'],
    ];
    for (const [body, code] of cases) {
      const answer = await putNote(t.app, kim, lessonId, body);
      expect([answer.statusCode, answer.json().error.code], JSON.stringify(body).slice(0, 60)).toEqual([
        400,
        code,
      ]);
    }
    for (const id of ['0', '2147483648', '1e3', 'abc']) {
      expect((await putNote(t.app, kim, id, aNote)).statusCode).toBe(400);
    }
    const family = await signInFamily(t.app, kim, `학생${names}`);
    for (const query of ['', '?studentId=', '?studentId=-1', '?studentId=99999999999']) {
      expect((await asFamily(t.app, family, 'GET', `/api/family/notes${query}`)).statusCode).toBe(400);
    }
    expect(
      await t.db.selectFrom('lesson_notes').select('lesson_id').where('lesson_id', '=', lessonId).execute(),
    ).toEqual([]);
  });
});
