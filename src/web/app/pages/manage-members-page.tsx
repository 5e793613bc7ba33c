/**
 * /managemember: the students feature's page, with the late 결석 신청 of the family feature
 * above the list.
 */
import { AbsenceRequestsNotice } from '../../features/family/components/absence-requests-notice.tsx';
import { ManageMembersPage } from '../../features/students/pages/manage-members-page.tsx';

export function ManageMembersRoute() {
  return <ManageMembersPage absenceRequests={AbsenceRequestsNotice} />;
}
