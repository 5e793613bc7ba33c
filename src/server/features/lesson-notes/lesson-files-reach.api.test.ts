/**
 * Who reaches a lesson file, on both databases: the student's teacher and the owner; the
 * student's family once the note is shared; no other teacher, no other family, no visitor —
 * each answered as if there were no such file (404) or not signed in (401). The notes' answers
 * list their files; the image route never serves one.
 */
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../testing/app-for-tests.ts';
import { signInFamily } from '../../testing/family.ts';
import { errorOf, getFile, mp3, pdf, uploadFile } from '../../testing/lesson-files.ts';
import { aNote, putNote, studentWithLesson } from '../../testing/lesson-notes.ts';
import type { SignedIn } from '../../testing/sign-in.ts';
import { signedInForTests } from '../../testing/signed-in-for-tests.ts';

describe('who reaches a lesson file', () => {
  const t = appForTests({ now: '2026-11-25T15:00:00+09:00' });
  const owner = signedInForTests(t, 'owner');
  const kim = signedInForTests(t, 'teacher');
  const lee = signedInForTests(t, 'teacher');
  let names = 0;

  /** A student of the teacher with a lesson, a family signed in, and a recording on the lesson. */
  const studentWithFile = async (teacher: SignedIn) => {
    const name = `도달${++names}`;
    const { studentId, lessonId } = await studentWithLesson(t, teacher, name);
    const family = await signInFamily(t.app, teacher, name);
    const data = mp3();
    const id = (await uploadFile(t.app, teacher, lessonId, { data, filename: '첫 레슨.mp3' })).json()
      .id as string;
    return { studentId, lessonId, family, id, data };
  };

  it('serves the file to its teacher and the owner, and to its family only on a shared note', async () => {
    const mine = await studentWithFile(kim);
    for (const who of [kim, owner]) {
      const response = await getFile(t.app, who.cookie, mine.id);
      expect([response.statusCode, response.rawPayload.equals(mine.data)]).toEqual([200, true]);
    }
    // No note yet, then a note kept from the family: the family reaches nothing.
    expect(errorOf(await getFile(t.app, mine.family, mine.id))).toEqual([404, 'lessonFiles.not_found']);
    await putNote(t.app, kim, mine.lessonId, { ...aNote, shared: false });
    expect(errorOf(await getFile(t.app, mine.family, mine.id))).toEqual([404, 'lessonFiles.not_found']);
    await putNote(t.app, kim, mine.lessonId, aNote);
    const shared = await getFile(t.app, mine.family, mine.id, 'bytes=0-9');
    expect([shared.statusCode, shared.rawPayload.equals(mine.data.subarray(0, 10))]).toEqual([206, true]);
    expect(shared.headers['content-disposition']).toBe(
      `inline; filename="_ __.mp3"; filename*=UTF-8''${encodeURIComponent('첫 레슨.mp3')}`,
    );
  });

  it('keeps another teacher, another family and a visitor out: 404 or 401, never the bytes', async () => {
    const mine = await studentWithFile(kim);
    const theirs = await studentWithFile(lee);
    await putNote(t.app, kim, mine.lessonId, aNote);
    await putNote(t.app, lee, theirs.lessonId, aNote);
    expect(errorOf(await getFile(t.app, lee.cookie, mine.id))).toEqual([404, 'lessonFiles.not_found']);
    expect(errorOf(await getFile(t.app, theirs.family, mine.id))).toEqual([404, 'lessonFiles.not_found']);
    expect(errorOf(await getFile(t.app, null, mine.id))).toEqual([401, 'auth.required']);
    expect(errorOf(await getFile(t.app, 'studio_family=forged', mine.id))).toEqual([401, 'auth.required']);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/lesson-files/${mine.id}`,
      headers: { cookie: lee.cookie },
    });
    expect(errorOf(deleted)).toEqual([404, 'lessonFiles.not_found']);
    const familyDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/lesson-files/${mine.id}`,
      headers: { cookie: mine.family },
    });
    expect(errorOf(familyDelete)).toEqual([401, 'auth.required']);
    // Uploading onto another teacher's lesson is refused before the file is read.
    expect(errorOf(await uploadFile(t.app, lee, mine.lessonId, { data: pdf() }))).toEqual([
      404,
      'lessonNotes.lesson_not_found',
    ]);
    expect(errorOf(await uploadFile(t.app, null, mine.lessonId, { data: pdf() }))).toEqual([
      401,
      'auth.required',
    ]);
    const list = await t.app.inject({
      url: `/api/lessonList/${mine.lessonId}/files`,
      headers: { cookie: lee.cookie },
    });
    expect(errorOf(list)).toEqual([404, 'lessonNotes.lesson_not_found']);
    // Anything that is not a file id, or an id of no file, is the same 404.
    // One character off the real id (never the id itself, whatever its last character is).
    const nearby = `${mine.id.slice(0, 31)}${mine.id.endsWith('0') ? '1' : '0'}`;
    for (const id of ['1', '0'.repeat(32), nearby, '../uploads']) {
      expect(errorOf(await getFile(t.app, kim.cookie, encodeURIComponent(id))), id).toEqual([
        404,
        'lessonFiles.not_found',
      ]);
    }
    // The image route never serves a lesson file by its stored name.
    expect((await t.app.inject({ url: `/uploads/lf-${mine.id}.mp3` })).statusCode).toBe(404);
    expect((await getFile(t.app, kim.cookie, mine.id)).statusCode).toBe(200);
  }, 30_000);

  it('lists the files in the notes staff and the family read, and hides them with a deleted lesson', async () => {
    const mine = await studentWithFile(kim);
    await putNote(t.app, kim, mine.lessonId, aNote);
    const expected = [
      {
        id: mine.id,
        kind: 'audio',
        mime: 'audio/mpeg',
        size: mine.data.length,
        name: '첫 레슨.mp3',
        createdAt: '2026-11-25T06:00:00.000Z',
      },
    ];
    const staffNotes = await t.app.inject({
      url: `/api/member/${mine.studentId}/notes`,
      headers: { cookie: kim.cookie },
    });
    expect(staffNotes.json().notes[0].files).toEqual(expected);
    const today = await t.app.inject({ url: '/api/lesson-notes/today', headers: { cookie: kim.cookie } });
    const entry = today
      .json()
      .lessons.find((lesson: { lessonId: number }) => lesson.lessonId === mine.lessonId);
    expect(entry.note.files).toEqual(expected);
    const familyNotes = await t.app.inject({
      url: `/api/family/notes?studentId=${mine.studentId}`,
      headers: { cookie: mine.family },
    });
    expect(familyNotes.json().notes[0].files).toEqual(expected);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/lessonList/${mine.lessonId}`,
      headers: { cookie: kim.cookie },
      payload: { reason: '잘못 기록함' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(errorOf(await getFile(t.app, mine.family, mine.id))).toEqual([404, 'lessonFiles.not_found']);
    expect(errorOf(await getFile(t.app, kim.cookie, mine.id))).toEqual([404, 'lessonFiles.not_found']);
  });
});
