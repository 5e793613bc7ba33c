/**
 * 신규 학생 등록: 이름, 전화번호, and optionally the lessons the student starts with (a
 * student moving over from the notebook) and, folded under 추가 정보, the profile (악기, 수준,
 * 수강료, 메모). The server checks every field; what it refuses is said next to the field, with
 * the focus there.
 */
import { type InputHTMLAttributes, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { STUDENT_NAME_MAX } from '#shared/student-fields.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateStudent } from '../api/students-api.ts';
import styles from './new-student-form.module.css';
import {
  emptyProfile,
  ProfileFields,
  profileBody,
  profileFieldOf,
  profileProblems,
} from './profile-fields.tsx';
import { useProfileErrors } from './use-profile-errors.ts';

interface FormValues {
  name: string;
  phone: string;
  lesson: string;
}

const empty: FormValues = { name: '', phone: '', lesson: '' };

/** The form's own inputs, in order; the profile's come after them. */
const INPUTS: {
  field: keyof FormValues;
  label: string;
  hint?: string;
  attributes: InputHTMLAttributes<HTMLInputElement>;
}[] = [
  {
    field: 'name',
    label: '이름',
    attributes: { type: 'text', autoComplete: 'off', maxLength: STUDENT_NAME_MAX + 10 },
  },
  {
    field: 'phone',
    label: '전화번호',
    attributes: { type: 'tel', inputMode: 'tel', autoComplete: 'off', placeholder: '010-1234-5678' },
  },
  {
    field: 'lesson',
    label: '남은 레슨 (선택)',
    hint: '다른 곳에서 쓰던 남은 횟수를 옮길 때만 입력하세요.',
    attributes: { type: 'number', inputMode: 'numeric', min: 0, max: 100, placeholder: '0' },
  },
];

const fieldOf: Record<string, keyof FormValues> = {
  'students.name_required': 'name',
  'students.name_too_long': 'name',
  'students.name_taken': 'name',
  'students.phone_format': 'phone',
  'students.lesson_count': 'lesson',
};

export function NewStudentForm({ teacherId }: { teacherId: string | undefined }) {
  const id = useId();
  const toast = useToast();
  const create = useCreateStudent(teacherId);
  const form = useRef<HTMLFormElement>(null);
  const [more, setMore] = useState(false);
  const [profile, setProfile] = useState(emptyProfile);
  const [profileErrors, setProfileErrors] = useProfileErrors(form);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: empty });

  const submit = handleSubmit(async (values) => {
    const lesson = values.lesson.trim() === '' ? 0 : Number(values.lesson);
    const problems = profileProblems(profile);
    if (Object.keys(problems).length > 0) {
      setMore(true);
      setProfileErrors(problems);
      return;
    }
    setProfileErrors({});
    try {
      const answer = await create.mutateAsync({
        name: values.name,
        phone: values.phone,
        lesson,
        ...profileBody(profile),
      });
      toast.success(answer.message);
      reset(empty);
      setProfile(emptyProfile);
      setFocus('name');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const field = fieldOf[code];
      const profileField = profileFieldOf[code];
      if (field) setError(field, { message: (error as Error).message }, { shouldFocus: true });
      else if (profileField) {
        setMore(true);
        setProfileErrors({ [profileField]: (error as Error).message });
      } else toast.error((error as Error).message);
    }
  });

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        신규 학생 등록
      </h2>
      {INPUTS.map(({ field, label, hint, attributes }) => (
        <Field
          key={field}
          id={`${id}-${field}`}
          label={label}
          hint={hint}
          error={errors[field]?.message}
          className={styles.field}
        >
          {(control) => <input {...control} {...attributes} {...register(field)} />}
        </Field>
      ))}
      <div className={styles.more}>
        <button
          type="button"
          className={styles.moreToggle}
          aria-expanded={more}
          aria-controls={`${id}-profile`}
          onClick={() => setMore(!more)}
        >
          <span aria-hidden="true" className={styles.chevron} />
          추가 정보 <span className={styles.moreHint}>악기 · 수준 · 수강료 · 메모 (선택)</span>
        </button>
        <div id={`${id}-profile`} hidden={!more} className={styles.profile}>
          {more ? <ProfileFields values={profile} errors={profileErrors} onChange={setProfile} /> : null}
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`button button-accent ${styles.submit}`} disabled={create.isPending}>
          {create.isPending ? '등록하는 중…' : '등록하기'}
        </button>
      </div>
    </form>
  );
}
