/**
 * The director's page as the owner edits it: the heading, the greeting in the news editor, and
 * the teachers' cards (1 to 20), each with a name, a role, a photo with its description and
 * career lines, moved by 위로/아래로.
 */

import { lazy, Suspense, useId, useRef } from 'react';
import {
  CAREER_LINES_MAX,
  DIRECTOR_HEADING_MAX,
  type DirectorContent,
  TEACHER_NAME_MAX,
  TEACHER_ROLE_MAX,
  TEACHERS_MAX,
  TEACHERS_MIN,
  type Teacher,
} from '#shared/schemas/site-director.ts';
import { ErrorBoundary } from '../../../../components/error-boundary.tsx';
import { Field, FieldError } from '../../../../components/ui/field.tsx';
import { LoadFailed } from '../../../../components/ui/load-failed.tsx';
import { builtinPhoto } from '../../../../site-data/resolve-photo.ts';
import { directorFieldLabels } from '../../../../site-data/section-fields.ts';
import { PhotoField } from '../../photos/photo-field.tsx';
import { LinesField } from '../fields/lines-field.tsx';
import styles from '../fields/page-form.module.css';
import { RowList } from '../fields/row-list.tsx';
import { RowTextField } from '../fields/row-text-field.tsx';
import type { SectionFormProps } from '../section-editor-types.ts';

const GreetingEditor = lazy(() => import('./greeting-editor.tsx'));

/** A new card starts with a bundled picture and no description, so the owner is asked for both. */
const newTeacher = (): Teacher => ({
  name: '',
  role: '',
  photo: { ...builtinPhoto('profile-vocal', ''), alt: '' },
  career: [],
});

export function DirectorForm({ value, onChange, disabled, errors = {} }: SectionFormProps<'director'>) {
  const id = useId();
  // The latest draft, so a change that lands late (an upload) keeps the edits made meanwhile.
  const latest = useRef(value);
  latest.current = value;
  const set = (next: Partial<DirectorContent>) => onChange({ ...latest.current, ...next });
  return (
    <div className={styles.form}>
      <Field id={`${id}-heading`} label={directorFieldLabels.heading} error={errors.heading}>
        {(control) => (
          <input
            {...control}
            value={value.heading}
            maxLength={DIRECTOR_HEADING_MAX + 20}
            disabled={disabled}
            onChange={(event) => set({ heading: event.target.value })}
          />
        )}
      </Field>
      <div className="field">
        <span id={`${id}-greeting`} className={styles.label}>
          {directorFieldLabels.greeting}
        </span>
        <p id={`${id}-greeting-hint`} className="field-hint">
          원장 소개 페이지 맨 위에 보이는 글입니다. 소식 글처럼 제목, 글자 크기, 목록, 사진을 넣을 수
          있습니다.
        </p>
        <FieldError message={errors.greeting} />
        <ErrorBoundary
          fallback={(retry) => <LoadFailed message="편집기를 불러오지 못했습니다." retry={retry} />}
        >
          <Suspense fallback={<p className="field-hint">편집기를 불러오는 중...</p>}>
            <GreetingEditor
              html={value.greeting}
              labelledBy={`${id}-greeting`}
              describedBy={`${id}-greeting-hint`}
              onChange={(greeting) => set({ greeting })}
            />
          </Suspense>
        </ErrorBoundary>
      </div>
      <fieldset className={styles.part} disabled={disabled}>
        <legend className={styles.title}>{directorFieldLabels.teachers}</legend>
        <p className="field-hint">
          보이는 순서대로 {TEACHERS_MIN}–{TEACHERS_MAX}명. 사진마다 사진을 볼 수 없는 분께 읽어 줄 설명을 꼭
          써 주세요.
        </p>
        <FieldError message={errors.teachers} />
        <RowList
          items={value.teachers}
          onChange={(teachers) => set({ teachers })}
          rowLabel={(index) =>
            `${index + 1}번째 선생님${value.teachers[index]?.name ? ` ${value.teachers[index]?.name}` : ''}`
          }
          min={TEACHERS_MIN}
          max={TEACHERS_MAX}
          addLabel="선생님 추가"
          newItem={newTeacher}
          disabled={disabled}
          renderRow={(teacher, update, index) => (
            <TeacherFields teacher={teacher} update={update} number={index + 1} disabled={disabled} />
          )}
        />
      </fieldset>
    </div>
  );
}

interface TeacherFieldsProps {
  teacher: Teacher;
  update: (change: (current: Teacher) => Teacher) => void;
  number: number;
  disabled: boolean;
}

function TeacherFields({ teacher, update, number, disabled }: TeacherFieldsProps) {
  const id = useId();
  const edit = { id, row: teacher, update };
  return (
    <>
      <div className={styles.pair}>
        <RowTextField edit={edit} name="name" label="이름" max={TEACHER_NAME_MAX} />
        <RowTextField
          edit={edit}
          name="role"
          label="담당"
          max={TEACHER_ROLE_MAX}
          placeholder="예: 보컬 강사"
        />
      </div>
      <PhotoField
        value={teacher.photo}
        label={`${number}번째 선생님 사진`}
        disabled={disabled}
        onChange={(photo) => update((current) => ({ ...current, photo }))}
      />
      <LinesField
        label="경력"
        value={teacher.career}
        max={CAREER_LINES_MAX}
        disabled={disabled}
        onChange={(career) => update((current) => ({ ...current, career }))}
      />
    </>
  );
}
