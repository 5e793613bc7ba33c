/**
 * A late 결석 신청 answered where the teacher meets it (decision 049): 당일취소 (charged),
 * 사전취소로 인정 (the teacher waives the charge; told late, so no 보강권) or 닫기 (nothing
 * recorded). The same three answers in 오늘 올 학생's row of the student, in the notice above
 * the list, and on the student page.
 */
import type { AbsenceRequest } from '#shared/schemas/family.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { type AbsenceAnswer as Answer, useDecideAbsence } from '../api/staff-family-api.ts';
import { dayLabel, momentLabel } from '../lib/lesson-labels.ts';
import styles from './absence-answer.module.css';

interface AbsenceAnswerProps {
  request: Pick<AbsenceRequest, 'id' | 'lessonDay' | 'reason' | 'requestedAt' | 'studentName' | 'teacherId'>;
  /** Said before the time it came: its lesson's day, where the place does not say it already. */
  showDay?: boolean;
}

const ANSWERS: { choice: Answer; label: string; className: string }[] = [
  { choice: '당일취소', label: '당일취소', className: 'button' },
  { choice: '사전취소', label: '사전취소로 인정', className: 'button button-secondary' },
  { choice: null, label: '닫기', className: 'button button-secondary' },
];

export function AbsenceAnswer({ request, showDay = false }: AbsenceAnswerProps) {
  const toast = useToast();
  const { today } = useSeoulNow();
  const decide = useDecideAbsence({ name: request.studentName, teacherId: request.teacherId });
  // Awaited, not mutate's callbacks: the answered request leaves the list, and this component
  // with it, before those callbacks would run.
  const answer = async (choice: Answer) => {
    try {
      toast.success((await decide.mutateAsync({ id: request.id, answer: choice })).message);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  return (
    <fieldset className={styles.answer} aria-label={`${request.studentName} 결석 신청`}>
      <legend className={styles.what}>
        <span className={styles.tag}>결석 신청</span>{' '}
        {showDay ? `${dayLabel(request.lessonDay)} 레슨 · ` : ''}
        {momentLabel(request.requestedAt, today)}에 알림
        {request.reason ? ` · 사유: ${request.reason}` : ''}
      </legend>
      <div className={styles.buttons}>
        {ANSWERS.map(({ choice, label, className }) => (
          <button
            key={label}
            type="button"
            className={className}
            disabled={decide.isPending}
            onClick={() => void answer(choice)}
          >
            {label}
          </button>
        ))}
      </div>
      <p className={styles.hint}>
        당일취소는 1회 차감, 사전취소로 인정하면 차감하지 않습니다. 닫기는 기록하지 않습니다.
      </p>
    </fieldset>
  );
}
