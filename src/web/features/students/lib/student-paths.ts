/** The detail page of a student; the teacher rides along so the owner lands on the right one. */
import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/api-client.ts';

export function detailPath(student: { name: string; teacherId: string }): string {
  return withQuery(paths.students.detail(student.name), { teacherId: student.teacherId });
}
