/** A student as the server sends one, for the students' component tests: 가람 of 김선생, no details yet. */
import type { Student } from '#shared/schemas/students.ts';

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
