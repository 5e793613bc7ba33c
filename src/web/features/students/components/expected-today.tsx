/**
 * 오늘 올 학생: today's weekday of the timetable on the student page (DESIGN §4), each linked
 * student with a one-tap 출석 that records the lesson through the students API. Entries not
 * linked to a student are listed too, so the day's plan is complete.
 */
import type { ExpectedLesson } from '#shared/schemas/timetable.ts';
import { hourLabel } from '#shared/time.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useExpectedToday } from '../api/expected-today.ts';
import { useRecordLesson } from '../api/students-api.ts';
import styles from './expected-today.module.css';

interface ExpectedTodayProps {
  /** The owner's teacher filter; a teacher always sees their own. */
  teacherId: string | undefined;
  /** Teacher names, when the list mixes several teachers' students. */
  teacherName?: (id: string) => string | undefined;
}

function Row({ item, teacherName }: { item: ExpectedLesson; teacherName?: string }) {
  const toast = useToast();
  const record = useRecordLesson();
  const student = item.student;
  const attend = async () => {
    if (!student) return;
    try {
      const change = await record.mutateAsync({
        ref: { name: student.name, teacherId: item.teacherId },
        status: '출석',
      });
      toast.success(change.message);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : '출석을 기록하지 못했습니다.');
    }
  };

  return (
    <li className={styles.item}>
      <span className={styles.time}>
        {hourLabel(item.time)}
        <span className={styles.type}>{item.type}</span>
      </span>
      <span className={styles.name}>
        {student?.name ?? item.name}
        {teacherName ? <span className={styles.teacher}> · {teacherName}</span> : null}
      </span>
      {!student ? (
        <span className={styles.unlinked}>학생 미연결</span>
      ) : item.recorded ? (
        <span className={styles.done}>기록됨</span>
      ) : (
        <button
          type="button"
          className={`button ${styles.attend}`}
          disabled={record.isPending}
          aria-label={`${student.name} 출석`}
          onClick={() => void attend()}
        >
          출석
        </button>
      )}
    </li>
  );
}

export function ExpectedToday({ teacherId, teacherName }: ExpectedTodayProps) {
  const expected = useExpectedToday(teacherId);
  if (!expected.data) {
    return expected.isError ? <p className={styles.empty}>시간표를 불러오지 못했습니다.</p> : null;
  }
  const { day, items } = expected.data;
  return (
    <section className={styles.box} aria-labelledby="expected-today-title">
      <h3 id="expected-today-title" className={styles.heading}>
        오늘 올 학생 <span className={styles.day}>{day}요일 시간표</span>
      </h3>
      {items.length === 0 ? (
        <p className={styles.empty}>오늘은 시간표에 잡힌 레슨이 없습니다.</p>
      ) : (
        <ol className={styles.list} aria-label="오늘 올 학생">
          {items.map((item) => (
            <Row
              key={`${item.teacherId}-${item.time}-${item.type}`}
              item={item}
              teacherName={teacherName?.(item.teacherId)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
