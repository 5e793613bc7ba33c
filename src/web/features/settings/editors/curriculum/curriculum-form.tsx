/**
 * The curriculum and tuition page as the owner edits it: each part's title and lines, the
 * courses, and the fee table — rows of a course, a number of lessons and a price in whole won,
 * shown as the page will write it (`250,000원`). The first row is the fee the renewal message
 * quotes.
 */

import { useId, useRef } from 'react';
import {
  COURSE_DESCRIPTION_MAX,
  COURSE_NAME_MAX,
  COURSES_MAX,
  CURRICULUM_LEAD_MAX,
  CURRICULUM_LINES_MAX,
  CURRICULUM_TITLE_MAX,
  type CurriculumContent,
  FEES_MAX,
  FEES_MIN,
} from '#shared/schemas/site-curriculum.ts';
import { Field, FieldError } from '../../../../components/ui/field.tsx';
import { curriculumFieldLabels } from '../../../../site-data/section-fields.ts';
import { LinesField } from '../fields/lines-field.tsx';
import styles from '../fields/page-form.module.css';
import { RowList } from '../fields/row-list.tsx';
import { RowTextField } from '../fields/row-text-field.tsx';
import type { SectionFormProps } from '../section-editor-types.ts';
import { FeeFields } from './fee-fields.tsx';

type TextKey = 'lead' | 'audienceTitle' | 'tuitionTitle' | 'rulesTitle' | 'refundTitle' | 'contactTitle';
type LinesKey = 'audience' | 'tuitionNotes' | 'rules' | 'refund';

export function CurriculumForm({ value, onChange, disabled, errors = {} }: SectionFormProps<'curriculum'>) {
  const id = useId();
  const latest = useRef(value);
  latest.current = value;
  const set = (next: Partial<CurriculumContent>) => onChange({ ...latest.current, ...next });

  const text = (key: TextKey, max: number, hint?: string) => (
    <Field id={`${id}-${key}`} label={curriculumFieldLabels[key]} hint={hint} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          value={value[key]}
          maxLength={max + 20}
          disabled={disabled}
          onChange={(event) => set({ [key]: event.target.value })}
        />
      )}
    </Field>
  );
  const lines = (key: LinesKey) => (
    <LinesField
      label={curriculumFieldLabels[key]}
      value={value[key]}
      max={CURRICULUM_LINES_MAX}
      disabled={disabled}
      error={errors[key]}
      onChange={(next) => set({ [key]: next })}
    />
  );

  return (
    <div className={styles.form}>
      {text('lead', CURRICULUM_LEAD_MAX, '페이지 제목 "교육 과정" 아래에 보입니다. 비워 두어도 됩니다.')}
      <div>
        {text('audienceTitle', CURRICULUM_TITLE_MAX)}
        {lines('audience')}
      </div>
      <fieldset className={styles.part} disabled={disabled}>
        <legend className={styles.title}>{curriculumFieldLabels.courses}</legend>
        <p className="field-hint">
          과정마다 이름과 설명, {COURSES_MAX}개까지. 없으면 이 부분은 보이지 않습니다.
        </p>
        <FieldError message={errors.courses} />
        <RowList
          items={value.courses}
          onChange={(courses) => set({ courses })}
          rowLabel={(index) =>
            `${index + 1}번째 과정${value.courses[index]?.name ? ` ${value.courses[index]?.name}` : ''}`
          }
          min={0}
          max={COURSES_MAX}
          addLabel="과정 추가"
          newItem={() => ({ name: '', description: '' })}
          disabled={disabled}
          renderRow={(course, update) => <CourseFields course={course} update={update} />}
        />
      </fieldset>
      <fieldset className={styles.part} disabled={disabled}>
        <legend className={styles.title}>{curriculumFieldLabels.fees}</legend>
        {text('tuitionTitle', CURRICULUM_TITLE_MAX)}
        <p className="field-hint">
          줄마다 과정, 횟수, 수강료(원). 첫 줄이 대표 수강료로, 재등록 안내 문자에도 쓰입니다. {FEES_MIN}–
          {FEES_MAX}줄.
        </p>
        <FieldError message={errors.fees} />
        <RowList
          items={value.fees}
          onChange={(fees) => set({ fees })}
          rowLabel={(index) => `수강료 ${index + 1}번째 줄`}
          min={FEES_MIN}
          max={FEES_MAX}
          addLabel="수강료 줄 추가"
          newItem={() => ({ course: '', lessons: 4, price: Number.NaN })}
          disabled={disabled}
          renderRow={(fee, update) => <FeeFields fee={fee} update={update} />}
        />
        {lines('tuitionNotes')}
      </fieldset>
      <div>
        {text('rulesTitle', CURRICULUM_TITLE_MAX)}
        {lines('rules')}
      </div>
      <div>
        {text('refundTitle', CURRICULUM_TITLE_MAX)}
        {lines('refund')}
      </div>
      {text('contactTitle', CURRICULUM_TITLE_MAX, '그 아래에 학원 정보의 전화번호가 보입니다.')}
    </div>
  );
}

function CourseFields({
  course,
  update,
}: {
  course: CurriculumContent['courses'][number];
  update: (
    change: (current: CurriculumContent['courses'][number]) => CurriculumContent['courses'][number],
  ) => void;
}) {
  const id = useId();
  return (
    <>
      <RowTextField edit={{ id, row: course, update }} name="name" label="과정 이름" max={COURSE_NAME_MAX} />
      <div className="field">
        <label htmlFor={`${id}-description`}>설명</label>
        <textarea
          id={`${id}-description`}
          className={styles.lines}
          value={course.description}
          maxLength={COURSE_DESCRIPTION_MAX + 20}
          onChange={(event) => update((current) => ({ ...current, description: event.target.value }))}
        />
      </div>
    </>
  );
}
