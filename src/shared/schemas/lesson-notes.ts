/**
 * 레슨 노트 (docs/decisions/071): a note on a lesson record — what was covered (진도), the
 * homework (과제), a private line for staff — and whether the family sees it. The free text goes
 * through the paragraph field every memo does; the portal's answer never holds the private line.
 */
import { z } from 'zod';
import { LESSON_STATUSES } from '../student-rules.ts';
import { idParam } from './common.ts';
import { lessonFile } from './lesson-files.ts';
import { scopeQuery } from './students.ts';
import { paragraphField } from './text.ts';

export const COVERED_MAX = 1000;
export const HOMEWORK_MAX = 1000;
export const PRIVATE_NOTE_MAX = 500;
/** How many quick phrases each field offers. */
export const PHRASES_MAX = 8;

/** `PUT /api/lessonList/:id/note`: the whole note; empty text is allowed (nothing to say). */
export const lessonNoteRequest = z.object({
  covered: paragraphField({
    tooLong: 'lessonNotes.covered_too_long',
    max: COVERED_MAX,
    invalid: 'lessonNotes.invalid',
  }).meta({ description: `진도: 레슨에서 다룬 것 (${COVERED_MAX}자까지)` }),
  homework: paragraphField({
    tooLong: 'lessonNotes.homework_too_long',
    max: HOMEWORK_MAX,
    invalid: 'lessonNotes.invalid',
  }).meta({ description: `과제: 곡, 쪽, 연습할 것 (${HOMEWORK_MAX}자까지)` }),
  privateNote: paragraphField({
    tooLong: 'lessonNotes.private_too_long',
    max: PRIVATE_NOTE_MAX,
    invalid: 'lessonNotes.invalid',
  }).meta({ description: `선생님만 보는 메모 (${PRIVATE_NOTE_MAX}자까지, 가족에게는 보이지 않음)` }),
  shared: z.boolean({ error: 'lessonNotes.invalid' }).meta({ description: 'true: 가족 페이지에 보임' }),
});
export type LessonNoteInput = z.infer<typeof lessonNoteRequest>;

export const lessonNoteParams = z.object({ id: idParam() });
export const lessonNoteQuery = scopeQuery;

/** A note as staff read it. */
export const lessonNote = z.object({
  lessonId: z.number().int(),
  studentId: z.number().int(),
  lessonDay: z.string().meta({ description: '레슨 날짜 (서울, YYYY-MM-DD)' }),
  status: z.enum(LESSON_STATUSES),
  covered: z.string(),
  homework: z.string(),
  privateNote: z.string(),
  shared: z.boolean(),
  updatedAt: z.string().meta({ description: '마지막 저장 시각 (ISO-8601 UTC)' }),
  files: z.array(lessonFile).meta({ description: '레슨 기록에 올린 파일 (녹음, 악보 사진, PDF), 올린 순서' }),
});
export type LessonNote = z.infer<typeof lessonNote>;

export const lessonNoteResponse = z.object({ message: z.string(), note: lessonNote });

/** `GET /api/member/:id/notes` (staff): the student's notes, newest lesson first. */
export const studentNotesParams = z.object({ id: idParam() });
export const studentNotesResponse = z.object({ notes: z.array(lessonNote) });

/** `GET /api/lesson-notes/today` (staff): today's lesson records of the teacher's students, with their notes. */
export const todayNotesResponse = z.object({
  date: z.string(),
  lessons: z.array(
    z.object({
      lessonId: z.number().int(),
      studentId: z.number().int(),
      status: z.enum(LESSON_STATUSES),
      note: lessonNote.nullable(),
    }),
  ),
});
export type TodayNotes = z.infer<typeof todayNotesResponse>;

/** `GET /api/lesson-notes/phrases` (staff): the writer's own recent lines, offered as chips. */
export const notePhrasesResponse = z.object({
  covered: z.array(z.string()).max(PHRASES_MAX),
  homework: z.array(z.string()).max(PHRASES_MAX),
});
export type NotePhrases = z.infer<typeof notePhrasesResponse>;

/** A note as the family reads it: no private line. */
export const familyNote = z.object({
  lessonId: z.number().int(),
  lessonDay: z.string(),
  status: z.enum(LESSON_STATUSES),
  covered: z.string(),
  homework: z.string(),
  updatedAt: z.string(),
  files: z
    .array(lessonFile)
    .meta({ description: '노트의 파일: 주소는 /api/lesson-files/{id} (가족 세션으로)' }),
});
export type FamilyNote = z.infer<typeof familyNote>;

export const familyNotesQuery = z.object({ studentId: idParam() });
export const familyNotesResponse = z.object({ notes: z.array(familyNote) });
