/** The student list (spec §2), in Korean name order as the server sends it. */
import type { LessonRecord, Student } from '#shared/schemas/students.ts';
import styles from './student-list.module.css';
import { type RowActions, StudentRow } from './student-row.tsx';

interface StudentListProps {
  students: Student[];
  actions: RowActions;
  busyName: string | null;
  /** Today's records (Seoul), oldest first: the latest of a student is what 방금 기록 취소 undoes. */
  today: LessonRecord[];
  /** teacher id → name, for the owner's view of everyone. */
  teacherNames?: Map<string, string> | undefined;
}

const keyOf = (record: { teacherId: string; name: string }) => `${record.teacherId}/${record.name}`;

export function StudentList({ students, actions, busyName, today, teacherNames }: StudentListProps) {
  if (students.length === 0) {
    return <p className={styles.empty}>등록된 학생이 없습니다. 위에서 첫 학생을 등록해 보세요.</p>;
  }
  const latest = new Map(today.map((record) => [keyOf(record), record]));
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">학생 목록 (이름순)</caption>
      <thead>
        <tr>
          <th scope="col">이름</th>
          <th scope="col">전화번호</th>
          <th scope="col">남은 레슨</th>
          <th scope="col">관리</th>
        </tr>
      </thead>
      <tbody>
        {students.map((student) => (
          <StudentRow
            key={student.id}
            student={student}
            actions={actions}
            busy={busyName === keyOf(student)}
            latestToday={latest.get(keyOf(student)) ?? null}
            teacherName={teacherNames?.get(student.teacherId)}
          />
        ))}
      </tbody>
    </table>
  );
}
