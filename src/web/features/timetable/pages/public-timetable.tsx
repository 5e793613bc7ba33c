/** A visitor's view: pick a teacher and a week, see taken and free halves and closed days, call to ask. */
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useTeachers } from '../../../site-data/teachers.ts';
import { useCalendarWeek } from '../api/calendar.ts';
import { TeacherPicker } from '../components/teacher-picker.tsx';
import { VisitorNotice } from '../components/visitor-notice.tsx';
import { WeekBoard } from '../components/week-board.tsx';
import { WeekNav } from '../components/week-nav.tsx';

/** What /lessontime hands the week it shows, a visitor's or staff's. */
export interface TimetableViewProps {
  /** The teacher picked (for the owner, another teacher to look at). */
  chosen: string | undefined;
  onChoose(teacherId: string): void;
  monday: string;
  current: string;
  today: string;
  onWeek(monday: string): void;
}

export function PublicTimetable({ chosen, onChoose, monday, current, today, onWeek }: TimetableViewProps) {
  const teachers = useTeachers();
  const list = teachers.data ?? [];
  const selected = list.find((teacher) => teacher.id === chosen) ?? list[0];
  const week = useCalendarWeek(selected?.id, monday, Boolean(selected));

  if (teachers.isPending) return <PageLoading />;
  if (!selected) return <p>아직 공개된 시간표가 없습니다.</p>;
  return (
    <>
      <TeacherPicker teachers={list} value={selected.id} onChange={onChoose} />
      <WeekNav monday={monday} current={current} onChange={onWeek} />
      <WeekBoard
        week={week}
        monday={monday}
        today={today}
        mode="public"
        caption={`${selected.name} 선생님의 주간 레슨 시간표`}
      />
      <VisitorNotice />
    </>
  );
}
