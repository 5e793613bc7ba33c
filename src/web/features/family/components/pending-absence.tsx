/**
 * 오늘 올 학생's row of a student whose family sent a late 결석 신청 that still waits: instead
 * of the one-tap 출석, the request and its answers, so that a teacher on a phone cannot mark
 * present a student whose family said they will not come. It reads the same list as the notice
 * above the students (one request for both), and draws the row's own buttons while none waits.
 */
import type { ReactNode } from 'react';
import { useAbsenceRequests } from '../api/staff-family-api.ts';
import { AbsenceAnswer } from './absence-answer.tsx';

export interface PendingAbsenceProps {
  /** The page's teacher filter (the owner's choice), as the notice above reads it. */
  teacherId: string | undefined;
  /** Today's lesson: its calendar key when it has one, its student and day. */
  lesson: { key?: string | undefined; studentName: string; teacherId: string; date: string };
  /** The row's buttons while no request waits. */
  children: ReactNode;
}

export function PendingAbsence({ teacherId, lesson, children }: PendingAbsenceProps) {
  const requests = useAbsenceRequests(teacherId);
  const request = requests.data?.find((item) =>
    lesson.key
      ? item.occurrence === lesson.key
      : item.studentName === lesson.studentName &&
        item.teacherId === lesson.teacherId &&
        item.lessonDay === lesson.date,
  );
  return request ? <AbsenceAnswer request={request} /> : children;
}
