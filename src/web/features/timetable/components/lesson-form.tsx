/**
 * 등록: day, hour, type and the student's name. The button works only when all four are
 * filled (spec §5); the server refuses an incomplete or overlapping lesson all the same.
 * Types that would overlap what the chosen cell already holds are not offered. A name that is
 * one of the teacher's students links the lesson to them (for 오늘 올 학생); any other name is
 * kept as typed. A refusal about a field is said next to it, with the focus there. Four
 * fields keep their own state: no form library in the timetable's first script.
 */
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { commonMessages } from '#shared/messages/common.ts';
import { normalizeName } from '#shared/text.ts';
import { hourLabel } from '#shared/time.ts';
import {
  fitsCell,
  LESSON_HOURS,
  LESSON_NAME_MAX_LENGTH,
  LESSON_TYPES,
  type LessonType,
  WEEKDAYS,
  type Weekday,
} from '#shared/timetable-rules.ts';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { Field, FieldError, fieldErrorProps } from '../../../components/ui/field.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateLesson } from '../api/lessons.ts';
import { cellKey, placeLabel, takenTypes, type Week } from '../lib/week.ts';
import styles from './lesson-form.module.css';

interface FormValues {
  day: Weekday | '';
  time: string;
  type: LessonType | '';
  name: string;
}

interface LessonFormProps {
  week: Week;
  /** The teacher's current students: suggested as one types, and linked when chosen. */
  students: readonly { id: number; name: string }[];
  /** Other names to suggest (those already on the week). */
  suggestions: readonly string[];
  /** The shown week's Monday: the weekly lesson starts in the week on screen. */
  from?: string;
}

const empty: FormValues = { day: '', time: '', type: '', name: '' };

type ErrorField = 'day' | 'time' | 'name';

const fieldOf: Record<string, ErrorField> = {
  'timetable.invalid_day': 'day',
  'timetable.invalid_time': 'time',
  'timetable.taken': 'time',
  'timetable.name_too_long': 'name',
  'timetable.student_not_found': 'name',
};

export function LessonForm({ week, students, suggestions, from }: LessonFormProps) {
  const id = useId();
  const toast = useToast();
  const create = useCreateLesson();
  const [values, setValues] = useState<FormValues>(empty);
  const [errors, setErrors] = useState<Partial<Record<ErrorField, string>>>({});
  // A field's refusal stands until the field is changed or the form is sent again.
  const set = (field: keyof FormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as ErrorField]: _, ...rest }) => rest);
  };
  const change = (field: keyof FormValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    set(field, event.target.value);
  const complete = Boolean(values.day && values.time && values.type && values.name.trim());
  const linked = students.find((student) => student.name === normalizeName(values.name));
  const names = [...new Set([...students.map((student) => student.name), ...suggestions])];
  const taken =
    values.day && values.time ? takenTypes(week.get(cellKey(values.day, Number(values.time)))) : [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    const { day, time, type, name } = values;
    // Spec §5: an incomplete form is not sent.
    if (!day || !time || !type || !name.trim()) return;
    try {
      const lesson = await create.mutateAsync({
        day,
        time: Number(time),
        type,
        name,
        studentId: linked?.id,
        from,
      });
      toast.success(
        `${placeLabel(lesson.day, lesson.time, lesson.type)}에 ${lesson.name} 레슨을 등록했습니다.`,
      );
      // The next lesson is often on the same day.
      setValues({ ...empty, day });
    } catch (error) {
      const field = error instanceof ApiError ? fieldOf[error.code] : undefined;
      if (field) {
        setErrors({ [field]: (error as ApiError).message });
        document.getElementById(`${id}-${field}`)?.focus();
      } else toast.error(error instanceof ApiError ? error.message : commonMessages.internal);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="레슨 등록">
      <Field id={`${id}-day`} label="요일" error={errors.day} className={styles.field}>
        {(control) => (
          <select {...control} value={values.day} onChange={change('day')}>
            <option value="">요일 선택</option>
            <SelectOptions values={WEEKDAYS} label={(day) => `${day}요일`} />
          </select>
        )}
      </Field>
      <Field id={`${id}-time`} label="시간" error={errors.time} className={styles.field}>
        {(control) => (
          <select {...control} value={values.time} onChange={change('time')}>
            <option value="">시간 선택</option>
            <SelectOptions values={LESSON_HOURS} label={hourLabel} />
          </select>
        )}
      </Field>
      <ChoiceGroup
        legend="유형"
        name={`${id}-type`}
        options={LESSON_TYPES}
        value={values.type}
        disabled={(type) => !fitsCell(taken, type)}
        onChange={(type) => set('type', type)}
        className={styles.types}
      />
      <div className={`field ${styles.field} ${styles.wide}`}>
        <label htmlFor={`${id}-name`}>학생 이름</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          list={`${id}-names`}
          maxLength={LESSON_NAME_MAX_LENGTH + 10}
          value={values.name}
          onChange={change('name')}
          {...fieldErrorProps(`${id}-name`, errors.name)}
        />
        <FieldError inputId={`${id}-name`} message={errors.name} />
        <datalist id={`${id}-names`}>
          {names.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <p id={`${id}-hint`} className={`field-hint ${styles.wide}`}>
        {linked
          ? `등록된 학생 ${linked.name}님과 연결되어, 그 요일에 학생 관리의 "오늘 올 학생"에 나옵니다.`
          : complete
            ? '1시간은 칸 전체, 1부는 윗부분, 2부는 아랫부분에 들어갑니다.'
            : '네 칸을 모두 채우면 등록할 수 있습니다.'}
      </p>
      <button
        type="submit"
        className={`button button-accent ${styles.submit}`}
        disabled={!complete || create.isPending}
        aria-describedby={`${id}-hint`}
      >
        {create.isPending ? '등록하는 중…' : '등록'}
      </button>
    </form>
  );
}
