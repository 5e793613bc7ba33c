/**
 * One day of the studio for the staff's home, put together from the features that own each
 * part, through their doors: the calendar's lessons, the students' balances and packages, the
 * enquiries, the order requests, the family's late 결석 신청 and the outbox. `teacherId` null is
 * the whole studio (the owner's); a teacher's id narrows every part about students to theirs.
 */
import type { OfficeToday } from '#shared/schemas/office.ts';
import type { Db } from '../../db/database.ts';
import { listTeachers } from '../auth/index.ts';
import { listEnquiries } from '../enquiries/index.ts';
import { listAbsenceRequests } from '../family/index.ts';
import { outboxSummary } from '../messages/index.ts';
import { countNewOrders, listNewOrders } from '../products/index.ts';
import { listCurrentStudents, listExpiringPackages } from '../students/index.ts';
import { listOccurrences } from '../timetable/index.ts';

/** How many of the newest enquiries and orders the home lists; the rest are a link away. */
export const OFFICE_LIST_SIZE = 5;

const ABSENCES = new Set(['당일취소', '사전취소', '강사사정']);

type Parts = Omit<OfficeToday, 'backup' | 'scope'>;

export async function officeToday(db: Db, teacherId: string | null, date: string, now: Date): Promise<Parts> {
  const everyone = await listTeachers(db);
  const teachers = teacherId === null ? everyone : everyone.filter((teacher) => teacher.id === teacherId);
  const ids = teachers.map((teacher) => teacher.id);
  const [occurrences, students, expiring, enquiries, newOrders, orders, requests, outbox] = await Promise.all(
    [
      listOccurrences(db, ids, date, date),
      listCurrentStudents(db, teacherId),
      listExpiringPackages(db, teacherId, date),
      listEnquiries(db, { page: 1, status: '접수' }, OFFICE_LIST_SIZE),
      countNewOrders(db),
      listNewOrders(db, OFFICE_LIST_SIZE),
      listAbsenceRequests(db, teacherId),
      outboxSummary(db, teacherId, now),
    ],
  );
  // Each part goes out as the response schema lists it: the fields it does not name are left out.
  const lessons = occurrences.filter((occurrence) => occurrence.closed === null);
  const recorded = lessons.filter((lesson) => lesson.status !== null);
  return {
    date,
    teachers,
    closed: occurrences.find((occurrence) => occurrence.closed !== null)?.closed ?? null,
    lessons,
    counts: {
      lessons: lessons.length,
      recorded: recorded.length,
      unrecorded: lessons.length - recorded.length,
      absences: recorded.filter((lesson) => lesson.status !== null && ABSENCES.has(lesson.status)).length,
    },
    owing: students
      .filter((student) => student.lesson < 0)
      .map((student) => ({
        studentId: student.id,
        name: student.name,
        teacherId: student.teacherId,
        owed: -student.lesson,
      }))
      .sort((a, b) => b.owed - a.owed || a.name.localeCompare(b.name, 'ko')),
    expiring: expiring.map((item) => ({
      ...item,
      expiresOn: item.expiresOn ?? null,
      state: item.state === 'expired' ? 'expired' : 'expiring',
    })),
    enquiries: { count: enquiries.newCount, items: enquiries.items },
    orders: { count: newOrders, items: orders },
    absenceRequests: requests,
    outbox,
  };
}
