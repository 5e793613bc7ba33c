/** A visitor's view: pick a teacher, see taken and free halves, call to ask. */
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useTeachers } from '../../../site-data/teachers.ts';
import { useLessons } from '../api/lessons.ts';
import { TeacherPicker } from '../components/teacher-picker.tsx';
import { VisitorNotice } from '../components/visitor-notice.tsx';
import { WeekBoard } from '../components/week-board.tsx';

interface PublicTimetableProps {
  chosen: string | undefined;
  onChoose(teacherId: string): void;
}

export function PublicTimetable({ chosen, onChoose }: PublicTimetableProps) {
  const teachers = useTeachers();
  const list = teachers.data ?? [];
  const selected = list.find((teacher) => teacher.id === chosen) ?? list[0];
  const week = useLessons(selected?.id);

  if (teachers.isPending) return <PageLoading />;
  if (!selected) return <p>아직 공개된 시간표가 없습니다.</p>;
  return (
    <>
      <TeacherPicker teachers={list} value={selected.id} onChange={onChoose} />
      <WeekBoard week={week} mode="public" caption={`${selected.name} 선생님의 주간 레슨 시간표`} />
      <VisitorNotice />
    </>
  );
}
