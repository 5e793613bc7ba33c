/**
 * /lessontime: a teacher plans their own week here; the owner can look at any teacher's; a
 * visitor sees which halves are taken and free (never names), with a line inviting a call.
 */
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { isStaff, useSession } from '../../../lib/session.ts';
import { PublicTimetable } from './public-timetable.tsx';
import { StaffTimetable } from './staff-timetable.tsx';

export function LessontimePage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('teacher') ?? undefined;
  const choose = (teacherId: string) => setParams({ teacher: teacherId }, { replace: true });

  if (session.isPending) return <PageLoading />;
  const user = session.data ?? null;
  if (user && isStaff(user)) {
    return (
      <Page
        title="레슨 시간표"
        lead="요일과 시간을 골라 레슨을 등록하세요. 칸을 누르면 바로 입력하거나 지울 수 있습니다."
        wide
        backOffice
      >
        <StaffTimetable user={user} chosen={user.role === 'owner' ? chosen : undefined} onChoose={choose} />
      </Page>
    );
  }
  return (
    <Page title="레슨 시간표" lead="선생님을 고르면 이번 주에 비어 있는 레슨 시간을 볼 수 있습니다." wide>
      <PublicTimetable chosen={chosen} onChoose={choose} />
    </Page>
  );
}
