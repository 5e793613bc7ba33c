/**
 * /memberdetail/:name: the students feature's page, with the family feature's 가족 연결 and
 * the student's late 결석 신청 in its first screen, the lesson notes on the history, the
 * repertoire, and the practice the family logged (the week, day by day).
 */
import { FamilyBlock } from '../../features/family/components/family-block.tsx';
import { StudentAbsenceRequests } from '../../features/family/components/student-absence-requests.tsx';
import { HistoryLessonNote } from '../../features/lesson-notes/components/history-lesson-note.tsx';
import { RepertoireBlock } from '../../features/lesson-notes/components/repertoire-block.tsx';
import { StudentPractice } from '../../features/practice/components/student-practice.tsx';
import { MemberDetailPage } from '../../features/students/pages/member-detail-page.tsx';

function LessonBlocks({ studentId }: { studentId: number }) {
  return (
    <>
      <StudentPractice studentId={studentId} />
      <RepertoireBlock studentId={studentId} />
    </>
  );
}

export function MemberDetailRoute() {
  return (
    <MemberDetailPage
      familyBlock={FamilyBlock}
      absenceRequests={StudentAbsenceRequests}
      lessonNote={HistoryLessonNote}
      lessonBlocks={LessonBlocks}
    />
  );
}
