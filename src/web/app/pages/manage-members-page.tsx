/**
 * /managemember: the students feature's page, with the late 결석 신청 of the family feature
 * above the list and in 오늘 올 학생's row of the lesson they are about.
 */
import { AbsenceRequestsNotice } from '../../features/family/components/absence-requests-notice.tsx';
import { PendingAbsence } from '../../features/family/components/pending-absence.tsx';
import { ManageMembersPage } from '../../features/students/pages/manage-members-page.tsx';

export function ManageMembersRoute() {
  return <ManageMembersPage absenceRequests={AbsenceRequestsNotice} pendingAbsence={PendingAbsence} />;
}
