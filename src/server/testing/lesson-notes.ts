/** Lesson notes in tests: a teacher's student with a recorded lesson, and the note calls. */
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './sign-in.ts';
import { call, newStudent, recorded } from './students.ts';
import type { TestApp } from './test-app.ts';

/** A new student of the teacher with one lesson recorded today: both ids. */
export async function studentWithLesson(
  t: TestApp,
  teacher: SignedIn,
  name: string,
): Promise<{ studentId: number; lessonId: number }> {
  const studentId = await newStudent(t.app, teacher, { name, lesson: 4 });
  const lesson = await recorded(t.app, teacher, name, { status: '출석' });
  return { studentId, lessonId: lesson.lessonRecord.id };
}

export const aNote = {
  covered: '스케일 G장조',
  homework: '교재 12쪽\n롱톤 10분',
  privateNote: '리드 교체 권유',
  shared: true,
};

export function putNote(
  app: FastifyInstance,
  who: SignedIn | null,
  lessonId: number | string,
  body: unknown,
  query = '',
) {
  return call(app, who, 'PUT', `/api/lessonList/${lessonId}/note${query}`, body);
}
