/**
 * 다가오는 레슨: the next four weeks from the dated calendar (a lesson leaves the list as it
 * begins, also while the page stays open), a closed day shown as 휴원, and on
 * each lesson not yet recorded 결석 신청 — a reason (optional), then the server decides: told
 * early enough it is a 사전취소 with its credit; too late, a request the teacher answers.
 */
import { useId, useState } from 'react';
import { lessonStart } from '#shared/calendar-rules.ts';
import type { FamilyStudent } from '#shared/schemas/family.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useReportAbsence } from '../api/family-api.ts';
import { dayLabel, kindLabels, lessonStateLabel, timeLabel } from '../lib/lesson-labels.ts';
import { useNow } from '../lib/use-now.ts';
import styles from './portal.module.css';

type Lesson = FamilyStudent['upcoming'][number];

function AbsenceForm({ studentId, lesson, onDone }: { studentId: number; lesson: Lesson; onDone(): void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const report = useReportAbsence();
  const toast = useToast();
  const send = () =>
    report.mutate(
      {
        studentId,
        date: lesson.date,
        occurrence: lesson.key,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <div className={styles.absenceForm}>
      <label htmlFor={id}>사유 (선택)</label>
      <textarea
        id={id}
        className="input"
        rows={2}
        maxLength={200}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className={styles.row}>
        <button type="button" className="button" onClick={send} disabled={report.isPending}>
          결석 알리기
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          취소
        </button>
      </div>
    </div>
  );
}

export function UpcomingLessons({ student }: { student: FamilyStudent }) {
  const [open, setOpen] = useState<string | null>(null);
  const now = useNow();
  const ahead = student.upcoming.filter(
    (lesson) => lessonStart(lesson.date, lesson.time, lesson.type).getTime() > now,
  );
  if (ahead.length === 0) return <p className={styles.empty}>4주 안에 잡힌 레슨이 없습니다.</p>;
  return (
    <ul className={styles.list}>
      {ahead.map((lesson) => {
        const kind = kindLabels[lesson.kind];
        const state = lessonStateLabel(lesson);
        const canReport = lesson.closed === null && lesson.status === null && lesson.absence === null;
        return (
          <li key={lesson.key} className={lesson.closed ? styles.closed : undefined}>
            <div className={styles.row}>
              <span className={styles.when}>
                {dayLabel(lesson.date)} {timeLabel(lesson.time, lesson.type)}
                {kind ? <span className={styles.tag}>{kind}</span> : null}
              </span>
              {state ? <span className={styles.state}>{state}</span> : null}
              {canReport && open !== lesson.key ? (
                <button type="button" className="button button-secondary" onClick={() => setOpen(lesson.key)}>
                  결석 신청
                </button>
              ) : null}
            </div>
            {open === lesson.key ? (
              <AbsenceForm studentId={student.id} lesson={lesson} onDone={() => setOpen(null)} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
