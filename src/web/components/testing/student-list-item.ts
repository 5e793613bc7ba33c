/**
 * A row of the student list as `GET /api/member` answers it: one of kim's students with no
 * fee, instrument or lesson left; a test names what it looks at in `more`.
 */
import type { StudentListItem } from '#shared/schemas/students.ts';

export function studentListItem(
  id: number,
  name: string,
  more: Partial<StudentListItem> = {},
): StudentListItem {
  return {
    id,
    name,
    phone: '010-1234-5678',
    lesson: 0,
    joinDate: '2026-11-01',
    teacherId: 'kim',
    instrument: null,
    level: null,
    fee: null,
    lastLessonDay: null,
    ...more,
  };
}
