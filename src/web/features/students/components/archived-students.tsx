/**
 * 삭제한 학생, folded under the student list: read only when opened, the latest deleted first,
 * each with its remaining lessons and a 복원 that brings the student back with every record.
 * The server refuses a name a current student has; its Korean answer is said beside the row.
 */
import { useId, useState } from 'react';
import { seoulDate } from '#shared/time.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useArchivedStudents, useRestoreStudent } from '../api/archived-api.ts';
import { lessonDayLabel } from '../lib/lesson-day-label.ts';
import styles from './archived-students.module.css';

interface ArchivedStudentsProps {
  teacherId: string | undefined;
  today: string;
  /** The teacher's name beside each student, when the owner looks at every teacher. */
  teacherName?(teacherId: string): string | undefined;
}

export function ArchivedStudents({ teacherId, today, teacherName }: ArchivedStudentsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const archived = useArchivedStudents(teacherId, open);
  const restore = useRestoreStudent();
  const toast = useToast();
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);

  const bringBack = async (studentId: number) => {
    setFailure(null);
    try {
      const answer = await restore.mutateAsync(studentId);
      toast.success(answer.message);
    } catch (error) {
      setFailure({
        id: studentId,
        message:
          error instanceof ApiError ? error.message : '학생을 복원하지 못했습니다. 다시 시도해 주세요.',
      });
    }
  };

  return (
    <details className={styles.box} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>삭제한 학생</summary>
      <p className={styles.lead}>삭제한 학생을 복원하면 레슨·결제 기록과 남은 레슨이 그대로 돌아옵니다.</p>
      {archived.isPending && open ? <p className={styles.empty}>불러오는 중…</p> : null}
      {archived.isError ? <FormAlert>{archived.error.message}</FormAlert> : null}
      {archived.data?.length === 0 ? <p className={styles.empty}>삭제한 학생이 없습니다.</p> : null}
      {archived.data && archived.data.length > 0 ? (
        <ul className={styles.list} aria-label="삭제한 학생 목록">
          {archived.data.map((student) => {
            const who = teacherName?.(student.teacherId);
            const failed = failure?.id === student.id ? failure.message : null;
            return (
              <li key={student.id} className={styles.item}>
                <div className={styles.who}>
                  <span className={styles.name}>{student.name}</span>
                  <span className={styles.facts}>
                    {[
                      who,
                      `${lessonDayLabel(seoulDate(new Date(student.archivedAt)), today)} 삭제`,
                      student.lesson < 0 ? `미수 ${-student.lesson}회` : `남은 레슨 ${student.lesson}회`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {failed ? (
                    <span role="alert" id={`${id}-${student.id}-error`} className="field-error">
                      {failed}
                    </span>
                  ) : null}
                </div>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={restore.isPending}
                  // The visible 복원 begins with the student's name for a screen reader's list of buttons.
                  aria-label={`${student.name} 복원`}
                  aria-describedby={failed ? `${id}-${student.id}-error` : undefined}
                  onClick={() => void bringBack(student.id)}
                >
                  {restore.isPending && restore.variables === student.id ? '복원하는 중…' : '복원'}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </details>
  );
}
