/**
 * The owner sets a teacher's pay rule from a day on: 건당 (an amount a lesson, and optionally
 * another for a 30-minute 1부 or 2부), 시간당 (won an hour; a 30-minute lesson earns half), or
 * 비율 (a share of what the student paid for the lesson); the statuses that earn pay, and
 * whether 3.3 % is withheld. A rule cannot start in
 * a confirmed month; the server says so, and the dialog shows it.
 */
import { type FormEvent, useId, useState } from 'react';
import { DEFAULT_PAY_STATUSES, PAY_KINDS, type PayKind } from '#shared/payroll-rules.ts';
import type { PayRuleItem } from '#shared/schemas/payroll.ts';
import { LESSON_STATUSES, type LessonStatus } from '#shared/student-rules.ts';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { useSetPayRule } from '../api/payroll-api.ts';
import styles from './rule-dialog.module.css';

interface RuleDialogProps {
  teacher: { id: string; name: string };
  /** The rule in force now, to start from; null for a teacher without one. */
  current: PayRuleItem | null;
  /** The first day a new rule may start on (after the last confirmed month). */
  defaultFrom: string;
  onDone(message: string | null): void;
}

const KIND_HINTS: Record<PayKind, string> = {
  건당: '레슨 1회마다 정한 금액',
  시간당: '1시간 금액 × 레슨 시간 (30분 수업은 절반)',
  비율: '학생이 낸 회당 수강료 × 선생님 몫(%)',
};

export function RuleDialog({ teacher, current, defaultFrom, onDone }: RuleDialogProps) {
  const id = useId();
  const save = useSetPayRule(teacher.id);
  const [kind, setKind] = useState<PayKind>(current?.kind ?? '건당');
  const [amount, setAmount] = useState(current?.amount != null ? String(current.amount) : '');
  const [halfAmount, setHalfAmount] = useState(current?.halfAmount != null ? String(current.halfAmount) : '');
  const [share, setShare] = useState(current?.share != null ? String(current.share) : '');
  const [statuses, setStatuses] = useState<LessonStatus[]>(current?.statuses ?? [...DEFAULT_PAY_STATUSES]);
  const [withholding, setWithholding] = useState(current?.withholding ?? true);
  const [from, setFrom] = useState(defaultFrom);

  const toggle = (status: LessonStatus, on: boolean) =>
    setStatuses((before) => LESSON_STATUSES.filter((s) => (s === status ? on : before.includes(s))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = (text: string) => (text.trim() === '' ? null : Number(text.replaceAll(',', '')));
    save.mutate(
      {
        kind,
        amount: kind === '비율' ? null : number(amount),
        halfAmount: kind === '건당' ? number(halfAmount) : null,
        share: kind === '비율' ? number(share) : null,
        statuses,
        withholding,
        from,
      },
      { onSuccess: () => onDone(`${teacher.name} 선생님의 정산 규칙을 ${from}부터 적용합니다.`) },
    );
  };

  return (
    <Dialog title={`${teacher.name} 선생님 정산 규칙`} onClose={() => onDone(null)} width={520}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.kinds}>
          <legend>정산 방식</legend>
          {PAY_KINDS.map((option) => (
            <label key={option} className={styles.kind} data-checked={kind === option ? '' : undefined}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              <span className={styles.kindName}>{option}</span>
              <span className={styles.kindHint}>{KIND_HINTS[option]}</span>
            </label>
          ))}
        </fieldset>
        {kind === '비율' ? (
          <div className="field">
            <label htmlFor={`${id}-share`}>선생님 몫 (%)</label>
            <div className={styles.unit}>
              <input
                id={`${id}-share`}
                inputMode="numeric"
                value={share}
                onChange={(event) => setShare(event.target.value)}
                placeholder="50"
              />
              <span aria-hidden="true">%</span>
            </div>
          </div>
        ) : (
          <div className="field">
            <label htmlFor={`${id}-amount`}>
              {kind === '건당' ? '레슨 1회 금액 (원)' : '1시간 금액 (원)'}
            </label>
            <div className={styles.unit}>
              <input
                id={`${id}-amount`}
                inputMode="numeric"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                placeholder="30000"
              />
              <span aria-hidden="true">원</span>
            </div>
          </div>
        )}
        {kind === '건당' ? (
          <div className="field">
            <label htmlFor={`${id}-half`}>30분 레슨 (1부·2부) 1회 금액 (원, 선택)</label>
            <div className={styles.unit}>
              <input
                id={`${id}-half`}
                inputMode="numeric"
                value={halfAmount}
                onChange={(event) => setHalfAmount(event.target.value)}
                placeholder="비우면 레슨 1회 금액"
                aria-describedby={`${id}-half-hint`}
              />
              <span aria-hidden="true">원</span>
            </div>
            <p id={`${id}-half-hint`} className={styles.note}>
              시간표의 1부·2부 수업으로 기록한 레슨에 적용합니다. 시간표 없이 기록한 레슨은 1시간으로 셉니다.
            </p>
          </div>
        ) : null}
        <fieldset className={styles.statuses}>
          <legend>정산할 레슨 상태</legend>
          {LESSON_STATUSES.map((status) => (
            <label key={status} className={styles.check}>
              <input
                type="checkbox"
                checked={statuses.includes(status)}
                onChange={(event) => toggle(status, event.target.checked)}
              />
              {status}
            </label>
          ))}
        </fieldset>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={withholding}
            onChange={(event) => setWithholding(event.target.checked)}
          />
          3.3% 원천징수 (사업소득: 소득세 3% + 지방소득세 0.3%)
        </label>
        <div className="field">
          <label htmlFor={`${id}-from`}>적용 시작일</label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            min={defaultFrom}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <p className={styles.note}>
          시작일부터 새 규칙으로 계산합니다. 달 중간에 바꾸면 그 날을 기준으로 나누어 계산하고, 확정한 달은
          바뀌지 않습니다.
        </p>
        {save.isError ? (
          <p role="alert" className={styles.error}>
            {save.error.message}
          </p>
        ) : null}
        <DialogActions align="end" className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={() => onDone(null)}>
            취소
          </button>
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? '저장 중…' : '규칙 저장'}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
