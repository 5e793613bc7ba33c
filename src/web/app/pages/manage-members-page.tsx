/**
 * /managemember: the students feature's page, with what the family feature has waiting for the
 * teacher above the list — what families did in the portal, and the late 결석 신청 — each late
 * 결석 신청 in 오늘 올 학생's row of the lesson it is about, and the lesson notes' 노트 on today's
 * recorded lessons, and each student's practice of this week from the practice log.
 */
import { AbsenceRequestsNotice } from '../../features/family/components/absence-requests-notice.tsx';
import { FamilyNotices } from '../../features/family/components/family-notices.tsx';
import { PendingAbsence } from '../../features/family/components/pending-absence.tsx';
import { TodayLessonNote } from '../../features/lesson-notes/components/today-lesson-note.tsx';
import { WeekPracticeTag } from '../../features/practice/components/week-practice-tag.tsx';
import { ManageMembersPage } from '../../features/students/pages/manage-members-page.tsx';

function FromFamilies(props: {
  teacherId: string | undefined;
  teacherName(teacherId: string): string | undefined;
}) {
  return (
    <>
      <FamilyNotices {...props} />
      <AbsenceRequestsNotice {...props} />
    </>
  );
}

export function ManageMembersRoute() {
  return (
    <ManageMembersPage
      absenceRequests={FromFamilies}
      pendingAbsence={PendingAbsence}
      lessonNote={TodayLessonNote}
      weekPractice={WeekPracticeTag}
    />
  );
}
