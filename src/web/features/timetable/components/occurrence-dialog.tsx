/**
 * A tapped lesson: record it in one tap (the five statuses, or for a day still to come 사전취소
 * and 강사사정 only), move this week's lesson to a free time of the week, end the weekly lesson
 * from this day, or move or delete a 보강 / 체험 / 이동. A refusal is said in the dialog in the
 * server's Korean; a lesson that would go past the owed limit leads to the student's page.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { Occurrence } from '#shared/schemas/calendar.ts';
import type { LessonStatus } from '#shared/student-rules.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRecordOccurrence } from '../api/calendar.ts';
import { useOccurrenceChanges } from '../hooks/use-occurrence-changes.ts';
import {
  type CalendarWeek,
  canMove,
  canRecord,
  datedPlace,
  kindLabel,
  STATUS_MARKS,
  statusesFor,
} from '../lib/calendar-week.ts';
import styles from './calendar-dialog.module.css';
import { MoveForm } from './move-form.tsx';

/** Past the owed limit a charged lesson is refused: the answer is a payment, on the student's page. */
const NEEDS_PAYMENT = new Set(['students.no_lessons_left', 'students.owed_limit_reached']);

interface OccurrenceDialogProps {
  occurrence: Occurrence;
  /** edit: the teacher's own week; record: the owner on another teacher's week. */
  mode: 'edit' | 'record';
  today: string;
  /** The owner names the teacher whose student it is. */
  teacherId: string | undefined;
  /** The linked student's name today (a renamed student keeps the old name on the week). */
  studentName: string | undefined;
  week: CalendarWeek;
  days: readonly string[];
  closedOn: ReadonlyMap<string, string>;
  onClose(): void;
}

export function OccurrenceDialog(props: OccurrenceDialogProps) {
  const { occurrence, mode, today, onClose } = props;
  const [moving, setMoving] = useState(false);
  const kind = kindLabel(occurrence.kind);
  const title = kind ? `${occurrence.name} · ${kind}` : (occurrence.name ?? '수업');
  return (
    <Dialog
      title={title}
      subtitle={datedPlace(occurrence.date, occurrence.time, occurrence.type)}
      onClose={onClose}
      closeButton
      width={440}
    >
      {moving ? (
        <MoveForm
          occurrence={occurrence}
          week={props.week}
          days={props.days}
          closedOn={props.closedOn}
          today={today}
          onCancel={() => setMoving(false)}
          onDone={onClose}
        />
      ) : (
        <>
          <RecordSection {...props} />
          {mode === 'edit' ? (
            <ChangeSection occurrence={occurrence} onMove={() => setMoving(true)} onDone={onClose} />
          ) : null}
        </>
      )}
    </Dialog>
  );
}

function RecordSection({ occurrence, today, teacherId, studentName, onClose }: OccurrenceDialogProps) {
  const toast = useToast();
  const record = useRecordOccurrence();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const name = studentName ?? occurrence.name ?? '';

  const send = async (status: LessonStatus) => {
    if (record.isPending || !occurrence.key) return;
    setFailure(null);
    try {
      const answer = await record.mutateAsync({
        name,
        teacherId,
        status,
        date: occurrence.date,
        occurrence: occurrence.key,
      });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error : new ApiError(0, 'internal', '기록하지 못했습니다.'));
    }
  };

  let body: React.ReactNode;
  if (occurrence.status) {
    body = (
      <p className={styles.recorded}>
        기록됨: {occurrence.status} {STATUS_MARKS[occurrence.status]}
      </p>
    );
  } else if (occurrence.closed) {
    body = <p className={styles.note}>{occurrence.closed} 휴원일이라 이 날 수업은 쉽니다.</p>;
  } else if (!canRecord(occurrence)) {
    body = <p className={styles.note}>등록된 학생과 연결된 수업만 기록할 수 있습니다.</p>;
  } else {
    const future = occurrence.date > today;
    body = (
      <>
        {future ? (
          <p className={styles.note}>아직 오지 않은 수업이라 사전취소나 강사사정만 기록할 수 있습니다.</p>
        ) : null}
        <div className={styles.statuses} style={future ? { marginTop: 10 } : undefined}>
          {statusesFor(occurrence.date, today).map((status) => (
            <button
              key={status}
              type="button"
              className={styles.status}
              aria-disabled={record.isPending || undefined}
              onClick={() => void send(status)}
            >
              <span className={styles.statusMark} aria-hidden="true">
                {STATUS_MARKS[status]}
              </span>
              {status}
            </button>
          ))}
        </div>
      </>
    );
  }

  return (
    <section className={styles.section} aria-label="수업 기록">
      <h3 className={styles.sectionTitle}>수업 기록</h3>
      {body}
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure.message}
          {NEEDS_PAYMENT.has(failure.code) ? (
            <Link to={paths.students.detail(name)}>{name}님 페이지에서 결제하기</Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

function ChangeSection({
  occurrence,
  onMove,
  onDone,
}: {
  occurrence: Occurrence;
  onMove(): void;
  onDone(): void;
}) {
  const changes = useOccurrenceChanges();
  const series = occurrence.kind === 'series';
  const remove = async () => {
    if (await changes.remove(occurrence)) onDone();
  };
  return (
    <section className={styles.section} aria-label="수업 바꾸기">
      <h3 className={styles.sectionTitle}>수업 바꾸기</h3>
      <div className={styles.actions}>
        {canMove(occurrence) ? (
          <button type="button" className="button button-secondary" onClick={onMove}>
            {series ? '이번 주만 옮기기' : '옮기기'}
          </button>
        ) : null}
        <button type="button" className="button button-danger" onClick={() => void remove()}>
          {series ? '이 주부터 그만하기' : '삭제'}
        </button>
      </div>
    </section>
  );
}
