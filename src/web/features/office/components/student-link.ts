import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/api-client.ts';

/** A student's page, where their lessons, payments and requests are acted on; the owner names whose. */
export function studentPath(name: string, teacherId: string, owner: boolean): string {
  return owner ? withQuery(paths.students.detail(name), { teacherId }) : paths.students.detail(name);
}
