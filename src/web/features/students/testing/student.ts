/** A student as the server sends one, for the students' component tests: 가람 of 김선생, no details yet. */
import type { Student, StudentDetail } from '#shared/schemas/students.ts';

export function testStudent(overrides: Partial<Student> = {}): Student {
  return {
    id: 1,
    name: '가람',
    phone: '',
    lesson: 0,
    joinDate: '2026-01-05',
    teacherId: 'kim',
    instrument: null,
    level: null,
    fee: null,
    ...overrides,
  };
}

/** The same student as the student page asks for them: no memo, nothing to undo, no credits or packages. */
export function testStudentDetail(overrides: Partial<StudentDetail> = {}): StudentDetail {
  return { ...testStudent(), memo: null, undoable: null, credits: [], packages: [], ...overrides };
}
