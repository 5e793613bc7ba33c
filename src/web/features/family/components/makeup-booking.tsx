/**
 * 보강 예약 (decision 054): shown only where the studio allows it and a credit is valid. A day,
 * then a free time of that day, then a confirm that says a credit is spent; the server decides
 * (the place may have gone meanwhile) and its refusal is shown beside the button.
 */
import { useState } from 'react';
import type { FamilyMakeupSlots, FamilyStudent } from '#shared/schemas/family.ts';
import type { LessonType } from '#shared/timetable-rules.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useBookMakeup, useMakeupSlots } from '../api/family-api.ts';
import { dayLabel, timeLabel } from '../lib/lesson-labels.ts';
import styles from './makeup-booking.module.css';

type Cell = FamilyMakeupSlots['cells'][number];
interface Choice {
  date: string;
  time: number;
  type: LessonType;
}

const typeNames: Record<LessonType, string> = { '1시간': '1시간', '1부': '30분', '2부': '30분' };

function choicesOf(cells: readonly Cell[], date: string): Choice[] {
  return cells
    .filter((cell) => cell.date === date)
    .flatMap((cell) => cell.types.map((type) => ({ date, time: cell.time, type })));
}

export function MakeupBooking({ student }: { student: FamilyStudent }) {
  const usable = student.credits.some((credit) => credit.state === 'valid');
  const slots = useMakeupSlots(student.id, usable);
  const book = useBookMakeup();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  if (!usable || !slots.data?.allowed || slots.data.validCredits === 0) return null;
  const cells = slots.data.cells;
  const days = [...new Set(cells.map((cell) => cell.date))];
  const close = () => {
    setOpen(false);
    setDay(null);
    setChoice(null);
    book.reset();
  };
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        보강 예약
      </button>
    );
  }
  const confirm = (picked: Choice) =>
    book.mutate(
      { studentId: student.id, ...picked },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          close();
        },
      },
    );
  return (
    <div className={styles.panel}>
      <h3 className={styles.title}>보강 예약</h3>
      {days.length === 0 ? <p className={styles.hint}>14일 안에 선생님의 빈 시간이 없습니다.</p> : null}
      {choice ? (
        <div className={styles.confirm}>
          <p>
            {dayLabel(choice.date)} {timeLabel(choice.time, choice.type)} ({typeNames[choice.type]}) 보강을
            예약할까요? 보강권 1장을 사용합니다.
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              onClick={() => confirm(choice)}
              disabled={book.isPending}
            >
              예약하기
            </button>
            <button type="button" className="button button-secondary" onClick={() => setChoice(null)}>
              다시 고르기
            </button>
          </div>
          {book.error ? <FormAlert>{book.error.message}</FormAlert> : null}
        </div>
      ) : (
        <>
          <fieldset className={styles.chips}>
            <legend className={styles.hint}>날짜를 고르세요 (오늘부터 14일, 휴원일 제외)</legend>
            {days.map((date) => (
              <button
                key={date}
                type="button"
                className={`button ${date === day ? '' : 'button-secondary'}`}
                aria-pressed={date === day}
                onClick={() => setDay(date)}
              >
                {dayLabel(date)}
              </button>
            ))}
          </fieldset>
          {day ? (
            <fieldset className={`${styles.chips} ${styles.times}`}>
              <legend className={styles.hint}>{dayLabel(day)} 빈 시간</legend>
              {choicesOf(cells, day).map((item) => (
                <button
                  key={`${item.time}-${item.type}`}
                  type="button"
                  className="button button-secondary"
                  onClick={() => setChoice(item)}
                >
                  {timeLabel(item.time, item.type)} · {typeNames[item.type]}
                </button>
              ))}
            </fieldset>
          ) : null}
        </>
      )}
      <button type="button" className={`button button-secondary ${styles.close}`} onClick={close}>
        닫기
      </button>
    </div>
  );
}
