/**
 * The student's profile as the register and edit forms ask for it (decision 031): 악기 and 수준
 * as short text with one-tap suggestions, the fee (amount and lesson count, both or neither) and
 * the teacher's private memo. Controlled: the form keeps the values and the errors, and turns
 * them into the request with `profileBody`.
 */
import { useId } from 'react';
import { studentsMessages } from '#shared/messages/students.ts';
import type { StudentFee } from '#shared/schemas/students.ts';
import {
  INSTRUMENT_MAX,
  INSTRUMENT_SUGGESTIONS,
  LEVEL_MAX,
  LEVEL_SUGGESTIONS,
  MEMO_MAX,
} from '#shared/student-fields.ts';
import { MAX_LESSONS_PER_PAYMENT } from '#shared/student-rules.ts';
import {
  Field,
  FieldError,
  fieldErrorProps,
  InputField,
  WholeNumberField,
} from '../../../components/ui/field.tsx';
import { groupDigits, parseWon } from '../lib/won.ts';
import styles from './profile-fields.module.css';

interface ProfileValues {
  instrument: string;
  level: string;
  feePay: string;
  feeLessons: string;
  memo: string;
}

type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const emptyProfile = profileValuesOf({ instrument: null, level: null, fee: null });

export function profileValuesOf(student: {
  instrument: string | null;
  level: string | null;
  memo?: string | null;
  fee: StudentFee | null;
}): ProfileValues {
  return {
    instrument: student.instrument ?? '',
    level: student.level ?? '',
    memo: student.memo ?? '',
    feePay: student.fee ? groupDigits(String(student.fee.pay)) : '',
    feeLessons: student.fee ? String(student.fee.lesson) : '',
  };
}

/** The server's refusals that belong to a profile field. */
export const profileFieldOf: Record<string, ProfileField> = {
  'students.instrument_too_long': 'instrument',
  'students.level_too_long': 'level',
  'students.memo_too_long': 'memo',
  'students.fee_invalid': 'feePay',
  'students.fee_pay_invalid': 'feePay',
  'students.fee_pay_too_large': 'feePay',
  'students.fee_lessons_invalid': 'feeLessons',
};

/** Half a fee is said before sending: the amount and the count go together. */
export function profileProblems(values: ProfileValues): ProfileErrors {
  const pay = values.feePay.trim();
  const lessons = values.feeLessons.trim();
  if (pay !== '' && lessons === '') return { feeLessons: studentsMessages['students.fee_lessons_invalid'] };
  if (pay === '' && lessons !== '') return { feePay: studentsMessages['students.fee_pay_invalid'] };
  return {};
}

/** The request's profile: empty fields as null (a registration leaves them out, an edit clears them). */
export function profileBody(values: ProfileValues) {
  const text = (value: string) => value.trim() || null;
  const pay = values.feePay.trim();
  const lessons = values.feeLessons.trim();
  return {
    instrument: text(values.instrument),
    level: text(values.level),
    memo: values.memo.trim() ? values.memo : null,
    fee: pay === '' && lessons === '' ? null : { pay: parseWon(pay), lesson: Number(lessons) },
  };
}

interface ProfileFieldsProps {
  values: ProfileValues;
  errors: ProfileErrors;
  onChange(values: ProfileValues): void;
}

/** The two short texts, each with its one-tap suggestions. */
const SUGGESTED = [
  {
    field: 'instrument',
    label: '악기',
    max: INSTRUMENT_MAX,
    placeholder: '예: 알토 색소폰',
    options: INSTRUMENT_SUGGESTIONS,
  },
  { field: 'level', label: '수준', max: LEVEL_MAX, placeholder: '예: 초급', options: LEVEL_SUGGESTIONS },
] as const;

export function ProfileFields({ values, errors, onChange }: ProfileFieldsProps) {
  const id = useId();
  const set = (field: ProfileField, value: string) => onChange({ ...values, [field]: value });
  const memoLength = [...values.memo].length;
  return (
    <div className={styles.profile}>
      {SUGGESTED.map(({ field, label, max, placeholder, options }) => (
        <Field key={field} id={`${id}-${field}`} label={label} error={errors[field]} className={styles.field}>
          {(control) => (
            <>
              <input
                {...control}
                type="text"
                autoComplete="off"
                maxLength={max + 10}
                placeholder={placeholder}
                value={values[field]}
                onChange={(event) => set(field, event.target.value)}
              />
              <fieldset className={styles.chips}>
                <legend className="visually-hidden">{`${label} 빠른 선택`}</legend>
                {options.map((option) => (
                  <button
                    key={option}
                    type="button"
                    className={styles.chip}
                    aria-pressed={values[field] === option}
                    onClick={() => set(field, values[field] === option ? '' : option)}
                  >
                    {option}
                  </button>
                ))}
              </fieldset>
            </>
          )}
        </Field>
      ))}
      <fieldset className={styles.fee} aria-describedby={`${id}-fee-hint`}>
        <legend>수강료</legend>
        <div className={styles.feeRow}>
          <InputField
            id={`${id}-fee-pay`}
            label="금액 (원)"
            error={errors.feePay}
            className={styles.field}
            value={values.feePay}
            onChange={(next) => set('feePay', groupDigits(next))}
            input={{ type: 'text', inputMode: 'numeric', autoComplete: 'off', placeholder: '250,000' }}
          />
          <WholeNumberField
            id={`${id}-fee-lessons`}
            label="레슨 횟수"
            error={errors.feeLessons}
            className={styles.field}
            min={1}
            max={MAX_LESSONS_PER_PAYMENT}
            placeholder="4"
            value={values.feeLessons}
            onChange={(next) => set('feeLessons', next)}
          />
        </div>
        <p id={`${id}-fee-hint`} className="field-hint">
          이 학생이 내는 금액입니다. 결제 창과 재등록 안내가 교육 과정의 수강료보다 먼저 씁니다.
        </p>
      </fieldset>
      <div className={`field ${styles.field} ${styles.memo}`}>
        <label htmlFor={`${id}-memo`}>메모</label>
        <textarea
          id={`${id}-memo`}
          rows={3}
          value={values.memo}
          placeholder="예: 리드 2.5호, 호흡 연습 위주"
          onChange={(event) => set('memo', event.target.value)}
          {...fieldErrorProps(`${id}-memo`, errors.memo, `${id}-memo-hint`)}
        />
        <p id={`${id}-memo-hint`} className={`field-hint ${styles.memoHint}`}>
          <span>선생님만 보는 메모입니다. 학생·보호자에게는 보이지 않습니다.</span>
          <span className={memoLength > MEMO_MAX ? styles.over : undefined}>
            {`${memoLength.toLocaleString('ko-KR')} / ${MEMO_MAX.toLocaleString('ko-KR')}자`}
          </span>
        </p>
        <FieldError inputId={`${id}-memo`} message={errors.memo} />
      </div>
    </div>
  );
}
