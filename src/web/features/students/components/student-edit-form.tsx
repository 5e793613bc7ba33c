/**
 * Editing a student's name, phone and profile (악기, 수준, 수강료, 메모); a new name moves the
 * page to the new address. A refused field is said next to it, with the focus there. Every
 * profile field is sent, so emptying one clears it.
 */
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Student } from '#shared/schemas/students.ts';
import { STUDENT_NAME_MAX } from '#shared/student-fields.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateStudent } from '../api/students-api.ts';
import { detailPath } from '../lib/student-paths.ts';
import {
  ProfileFields,
  profileBody,
  profileFieldOf,
  profileProblems,
  profileValuesOf,
} from './profile-fields.tsx';
import styles from './student-edit-form.module.css';
import { useProfileErrors } from './use-profile-errors.ts';

const fieldOf: Record<string, 'name' | 'phone'> = {
  'students.name_required': 'name',
  'students.name_too_long': 'name',
  'students.name_taken': 'name',
  'students.phone_format': 'phone',
};

interface StudentEditFormProps {
  /** The student as the page shows them, with the memo. */
  student: Student & { memo?: string | null };
  onDone(): void;
}

export function StudentEditForm({ student, onDone }: StudentEditFormProps) {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateStudent();
  const form = useRef<HTMLFormElement>(null);
  const [profile, setProfile] = useState(() => profileValuesOf(student));
  const [profileErrors, setProfileErrors] = useProfileErrors(form);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ defaultValues: { name: student.name, phone: student.phone } });

  const submit = handleSubmit(async (values) => {
    const problems = profileProblems(profile);
    setProfileErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const answer = await update.mutateAsync({ ref: student, body: { ...values, ...profileBody(profile) } });
      toast.success(answer.message);
      onDone();
      if (answer.student.name !== student.name) navigate(detailPath(answer.student), { replace: true });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const field = fieldOf[code];
      const profileField = profileFieldOf[code];
      if (field) setError(field, { message: (error as Error).message }, { shouldFocus: true });
      else if (profileField) setProfileErrors({ [profileField]: (error as Error).message });
      else toast.error((error as Error).message);
    }
  });

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-label="학생 정보 수정">
      <Field id={`${id}-name`} label="이름" error={errors.name?.message}>
        {(control) => (
          <input {...control} type="text" maxLength={STUDENT_NAME_MAX + 10} {...register('name')} />
        )}
      </Field>
      <Field id={`${id}-phone`} label="전화번호" error={errors.phone?.message}>
        {(control) => <input {...control} type="tel" inputMode="tel" {...register('phone')} />}
      </Field>
      <div className={styles.profile}>
        <ProfileFields values={profile} errors={profileErrors} onChange={setProfile} />
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={onDone}>
          취소
        </button>
        <button type="submit" className="button" disabled={update.isPending}>
          저장
        </button>
      </div>
    </form>
  );
}
