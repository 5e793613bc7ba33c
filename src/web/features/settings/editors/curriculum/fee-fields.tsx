/**
 * One row of the fee table: the course, the number of lessons and the price in whole won,
 * with the price written back as the page shows it. A price field left empty is sent as no
 * number, which the check refuses with its Korean message.
 */
import { useId } from 'react';
import { FEE_COURSE_MAX, FEE_LESSONS_MAX, FEE_PRICE_MAX, type Fee } from '#shared/schemas/site-curriculum.ts';
import { formatWon } from '#shared/won.ts';
import styles from '../fields/page-form.module.css';

/** What is typed in a number field: digits (commas and 원 allowed) → a number; else NaN. */
export function wholeNumberOf(text: string): number {
  const digits = text.replace(/[,\s원회]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

const shown = (value: number) => (Number.isFinite(value) ? String(value) : '');

export function FeeFields({ fee, update }: { fee: Fee; update: (change: (current: Fee) => Fee) => void }) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-course`}>과정</label>
        <input
          id={`${id}-course`}
          value={fee.course}
          maxLength={FEE_COURSE_MAX + 10}
          placeholder="예: 주 1회, 1시간씩"
          onChange={(event) => update((current) => ({ ...current, course: event.target.value }))}
        />
      </div>
      <div className={styles.pair}>
        <div className="field">
          <label htmlFor={`${id}-lessons`}>횟수 (회)</label>
          <input
            id={`${id}-lessons`}
            inputMode="numeric"
            value={shown(fee.lessons)}
            aria-describedby={`${id}-lessons-hint`}
            onChange={(event) =>
              update((current) => ({ ...current, lessons: wholeNumberOf(event.target.value) }))
            }
          />
          <p id={`${id}-lessons-hint`} className="field-hint">
            1–{FEE_LESSONS_MAX}회
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-price`}>수강료 (원)</label>
          <input
            id={`${id}-price`}
            inputMode="numeric"
            value={shown(fee.price)}
            aria-describedby={`${id}-price-shown`}
            onChange={(event) =>
              update((current) => ({ ...current, price: wholeNumberOf(event.target.value) }))
            }
          />
          <p id={`${id}-price-shown`} className={Number.isFinite(fee.price) ? styles.price : 'field-hint'}>
            {Number.isFinite(fee.price)
              ? `페이지에는 ${formatWon(fee.price)}`
              : `원 단위 숫자로 (최대 ${formatWon(FEE_PRICE_MAX)})`}
          </p>
        </div>
      </div>
    </>
  );
}
