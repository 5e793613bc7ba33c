/**
 * 연습 기록 in the portal: this week's total, days and streak, the week day by day, and one tap
 * to log today's practice — the minutes and piece last logged are offered again, a preset or
 * a number changes the minutes, the piece comes from the repertoire or is typed — or the timer.
 */
import { useEffect, useId, useState } from 'react';
import { dayLabel } from '#shared/day-labels.ts';
import { minutesLabel, PRACTICE_DAY_MAX_MINUTES } from '#shared/practice-rules.ts';
import type { PracticeWeek } from '#shared/schemas/practice.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, FormAlert, WholeNumberField } from '../../../components/ui/field.tsx';
import { PieceTitleField } from '../../../components/ui/piece-title-field.tsx';
import { useAnswerToasts, useToast } from '../../../components/ui/toast.tsx';
import { useFamilyPractice, useLogPractice, useRemovePractice } from '../api/practice-api.ts';
import { DEFAULT_LOG, practiceStore, readLastLog, saveLastLog } from '../lib/practice-timer.ts';
import styles from './practice.module.css';
import { PracticeTimer } from './practice-timer.tsx';
import { EntryText, WeekBars, WeekFacts } from './week-bars.tsx';

const PRESETS = [15, 30, 45, 60];
const TYPED = '__typed';

export function FamilyPractice({ studentId }: { studentId: number }) {
  const week = useFamilyPractice(studentId);
  if (week.isPending) return <p className={styles.empty}>불러오는 중…</p>;
  if (week.isError) return <p role="alert">{week.error.message}</p>;
  return (
    <>
      <WeekFacts week={week.data} thisWeek />
      <WeekBars week={week.data} label="이번 주 요일별 연습" />
      <LogForm studentId={studentId} week={week.data} />
      <Entries studentId={studentId} week={week.data} />
    </>
  );
}

function LogForm({ studentId, week }: { studentId: number; week: PracticeWeek }) {
  const id = useId();
  const toast = useToast();
  const log = useLogPractice(studentId);
  const [minutes, setMinutes] = useState(String(DEFAULT_LOG.minutes));
  const [choice, setChoice] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per student; the repertoire read later does not undo what the family picked since.
  useEffect(() => {
    const last = readLastLog(practiceStore(), studentId);
    setMinutes(String(last.minutes));
    if (last.piece && week.pieces.includes(last.piece)) setChoice(last.piece);
    else if (last.piece) {
      setChoice(TYPED);
      setTyped(last.piece);
    }
  }, [studentId]);

  const piece = choice === TYPED ? typed.trim() : choice;
  const send = async (count: number): Promise<boolean> => {
    setError(null);
    try {
      const answer = await log.mutateAsync({ date: week.today, minutes: count, ...(piece ? { piece } : {}) });
      saveLastLog(practiceStore(), studentId, { minutes: count, piece });
      toast.success(answer.message);
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '연습을 기록하지 못했습니다.');
      return false;
    }
  };
  const changeMinutes = (value: string) => {
    setMinutes(value);
    setError(null);
  };
  const count = Number(minutes);
  const valid = Number.isInteger(count) && count >= 1 && count <= PRACTICE_DAY_MAX_MINUTES;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) {
          setError('연습 시간은 1분에서 1,440분(24시간) 사이의 분으로 입력해 주세요.');
          return;
        }
        if (!log.isPending) void send(count);
      }}
    >
      <WholeNumberField
        id={`${id}-minutes`}
        label="연습 시간 (분)"
        min={1}
        max={PRACTICE_DAY_MAX_MINUTES}
        step={1}
        value={minutes}
        onChange={changeMinutes}
      />
      <fieldset className={styles.presets}>
        <legend className="visually-hidden">자주 쓰는 연습 시간</legend>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={count === preset ? styles.presetOn : styles.preset}
            aria-pressed={count === preset}
            onClick={() => changeMinutes(String(preset))}
          >
            {preset}분
          </button>
        ))}
      </fieldset>
      <Field id={`${id}-piece`} label="연습한 곡">
        {(control) => (
          <select {...control} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">곡 없이 기록</option>
            {week.pieces.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
            <option value={TYPED}>직접 입력…</option>
          </select>
        )}
      </Field>
      {choice === TYPED ? (
        <PieceTitleField id={`${id}-typed`} placeholder="예: 스케일 연습" value={typed} onChange={setTyped} />
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button type="submit" className={`button ${styles.logButton}`} disabled={log.isPending}>
        {valid ? `오늘 ${minutesLabel(count)} 연습 기록` : '오늘 연습 기록'}
      </button>
      <PracticeTimer studentId={studentId} busy={log.isPending} onStop={send} />
    </form>
  );
}

function Entries({ studentId, week }: { studentId: number; week: PracticeWeek }) {
  const answerToasts = useAnswerToasts();
  const confirm = useConfirm();
  const remove = useRemovePractice(studentId);
  if (week.entries.length === 0) return <p className={styles.empty}>이번 주에는 아직 기록이 없습니다.</p>;
  return (
    <ul className={styles.entries} aria-label="이번 주 연습 기록">
      {week.entries.map((entry) => {
        const what = `${dayLabel(entry.date)} ${minutesLabel(entry.minutes)}`;
        return (
          <li key={entry.id} className={styles.entry}>
            <EntryText entry={entry} />
            <button
              type="button"
              className="button button-secondary"
              aria-label={`${what} 기록 지우기`}
              disabled={remove.isPending}
              onClick={async () => {
                if (!(await confirm('이 연습 기록을 지울까요?', { confirmLabel: '지우기', detail: what })))
                  return;
                remove.mutate(entry.id, answerToasts);
              }}
            >
              지우기
            </button>
          </li>
        );
      })}
    </ul>
  );
}
