/**
 * One row of the fee table: the course, the number of lessons and the price in whole won,
 * with the price written back as the page shows it. A price field left empty is sent as no
 * number, which the check refuses with its Korean message.
 */
import { type ReactNode, useId } from 'react';
import { FEE_COURSE_MAX, FEE_LESSONS_MAX, FEE_PRICE_MAX, type Fee } from '#shared/schemas/site-curriculum.ts';
import { formatWon } from '#shared/won.ts';
import styles from '../fields/page-form.module.css';
import { type RowEdit, RowTextField } from '../fields/row-text-field.tsx';

/** What is typed in a number field: digits (commas and 원 allowed) → a number; else NaN. */
export function wholeNumberOf(text: string): number {
  const digits = text.replace(/[,\s원회]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

const shown = (value: number) => (Number.isFinite(value) ? String(value) : '');

export function FeeFields({ fee, update }: { fee: Fee; update: (change: (current: Fee) => Fee) => void }) {
  const id = useId();
  const edit = { id, row: fee, update };
  return (
    <>
      <RowTextField
        edit={edit}
        name="course"
        label="과정"
        max={FEE_COURSE_MAX}
        placeholder="예: 주 1회, 1시간씩"
      />
      <div className={styles.pair}>
        <WholeNumberField edit={edit} name="lessons" label="횟수 (회)" noteId={`${id}-lessons-hint`}>
          <p id={`${id}-lessons-hint`} className="field-hint">
            1–{FEE_LESSONS_MAX}회
          </p>
        </WholeNumberField>
        <WholeNumberField edit={edit} name="price" label="수강료 (원)" noteId={`${id}-price-shown`}>
          <p id={`${id}-price-shown`} className={Number.isFinite(fee.price) ? styles.price : 'field-hint'}>
            {Number.isFinite(fee.price)
              ? `페이지에는 ${formatWon(fee.price)}`
              : `원 단위 숫자로 (최대 ${formatWon(FEE_PRICE_MAX)})`}
          </p>
        </WholeNumberField>
      </div>
    </>
  );
}

/** The number of lessons or the price, typed as the owner likes (see wholeNumberOf), with its note under it. */
function WholeNumberField({
  edit: { id, row, update },
  name,
  label,
  noteId,
  children,
}: {
  edit: RowEdit<Fee>;
  name: 'lessons' | 'price';
  label: string;
  /** The id of the note in `children`, which describes the box. */
  noteId: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        inputMode="numeric"
        value={shown(row[name])}
        aria-describedby={noteId}
        onChange={(event) => update((current) => ({ ...current, [name]: wholeNumberOf(event.target.value) }))}
      />
      {children}
    </div>
  );
}
