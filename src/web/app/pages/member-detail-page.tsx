/** /memberdetail/:name: the students feature's page, with the family feature's 가족 연결. */
import { FamilyBlock } from '../../features/family/components/family-block.tsx';
import { MemberDetailPage } from '../../features/students/pages/member-detail-page.tsx';

export function MemberDetailRoute() {
  return <MemberDetailPage familyBlock={FamilyBlock} />;
}
