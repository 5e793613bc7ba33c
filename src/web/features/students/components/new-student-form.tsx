/**
 * 신규 학생 등록: 이름, 전화번호, and optionally the lessons the student starts with (a
 * student moving over from the notebook). The server checks every field.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { STUDENT_NAME_MAX } from '#shared/schemas/students.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCreateStudent } from '../api/students-api.ts';
import styles from './new-student-form.module.css';

interface FormValues {
  name: string;
  phone: string;
  lesson: string;
}

const empty: FormValues = { name: '', phone: '', lesson: '' };

export function NewStudentForm({ teacherId }: { teacherId: string | undefined }) {
  const id = useId();
  const toast = useToast();
  const create = useCreateStudent(teacherId);
  const { register, handleSubmit, reset, setFocus } = useForm<FormValues>({ defaultValues: empty });

  const submit = handleSubmit(async (values) => {
    const lesson = values.lesson.trim() === '' ? 0 : Number(values.lesson);
    try {
      const answer = await create.mutateAsync({ name: values.name, phone: values.phone, lesson });
      toast.success(answer.message);
      reset(empty);
      setFocus('name');
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        신규 학생 등록
      </h2>
      <div className={`field ${styles.field}`}>
        <label htmlFor={`${id}-name`}>이름</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          maxLength={STUDENT_NAME_MAX + 10}
          {...register('name')}
        />
      </div>
      <div className={`field ${styles.field}`}>
        <label htmlFor={`${id}-phone`}>전화번호</label>
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="010-1234-5678"
          {...register('phone')}
        />
      </div>
      <div className={`field ${styles.field}`}>
        <label htmlFor={`${id}-lesson`}>남은 레슨 (선택)</label>
        <input
          id={`${id}-lesson`}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          placeholder="0"
          aria-describedby={`${id}-lesson-hint`}
          {...register('lesson')}
        />
        <p id={`${id}-lesson-hint`} className="field-hint">
          다른 곳에서 쓰던 남은 횟수를 옮길 때만 입력하세요.
        </p>
      </div>
      <button type="submit" className={`button button-accent ${styles.submit}`} disabled={create.isPending}>
        {create.isPending ? '등록하는 중…' : '학생 등록'}
      </button>
    </form>
  );
}
