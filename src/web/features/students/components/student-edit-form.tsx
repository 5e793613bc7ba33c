/**
 * Editing a student's name and phone; a new name moves the page to the new address. A refused
 * name or phone is said next to its field, with the focus there.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { STUDENT_NAME_MAX, type Student } from '#shared/schemas/students.ts';
import { FieldError, fieldErrorProps } from '../../../components/ui/field-error.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateStudent } from '../api/students-api.ts';
import { detailPath } from '../lib/student-paths.ts';
import styles from './student-edit-form.module.css';

type Field = 'name' | 'phone';
const fieldOf: Record<string, Field> = {
  'students.name_required': 'name',
  'students.name_too_long': 'name',
  'students.name_taken': 'name',
  'students.phone_format': 'phone',
};

export function StudentEditForm({ student, onDone }: { student: Student; onDone(): void }) {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateStudent();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ defaultValues: { name: student.name, phone: student.phone } });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync({ ref: student, body: values });
      toast.success(answer.message);
      onDone();
      if (answer.student.name !== student.name) navigate(detailPath(answer.student), { replace: true });
    } catch (error) {
      const field = error instanceof ApiError ? fieldOf[error.code] : undefined;
      if (field) setError(field, { message: (error as Error).message }, { shouldFocus: true });
      else toast.error((error as Error).message);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="학생 정보 수정">
      <div className="field">
        <label htmlFor={`${id}-name`}>이름</label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={STUDENT_NAME_MAX + 10}
          {...fieldErrorProps(`${id}-name`, errors.name?.message)}
          {...register('name')}
        />
        <FieldError inputId={`${id}-name`} message={errors.name?.message} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>전화번호</label>
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          {...fieldErrorProps(`${id}-phone`, errors.phone?.message)}
          {...register('phone')}
        />
        <FieldError inputId={`${id}-phone`} message={errors.phone?.message} />
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
