/**
 * 휴원일 추가: 시작일, 종료일 (the start until changed, so one day needs one date) and a name.
 * The shared schema checks the form before it is sent, and the server again; each refusal is
 * said under its field, with the focus there.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CLOSURE_NAME_MAX } from '#shared/closure-rules.ts';
import { closuresMessages } from '#shared/messages/closures.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { createClosureRequest } from '#shared/schemas/closures.ts';
import { Field } from '../../../components/ui/field.tsx';
import head from '../../../components/ui/section-head.module.css';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddClosure } from '../api/closures-api.ts';
import { dayCount } from '../lib/closure-dates.ts';
import styles from './closure-form.module.css';

interface FormValues {
  from: string;
  to: string;
  name: string;
}

const messages: Record<string, string> = { ...commonMessages, ...closuresMessages };

/** Which field a refusal belongs to; a range's problems are the end date's. */
function fieldOf(code: string, path: PropertyKey | undefined): keyof FormValues {
  if (code === 'closures.date_invalid') return path === 'to' ? 'to' : 'from';
  if (code.startsWith('closures.range') || code === 'closures.overlap') return 'to';
  return 'name';
}

const SUGGESTIONS = ['휴원', '여름 방학', '겨울 방학', '원장 연수'] as const;

export function ClosureForm({ today }: { today: string }) {
  const id = useId();
  const toast = useToast();
  const add = useAddClosure();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: { from: today, to: today, name: '' } });

  const fromField = register('from', {
    // The end follows the start while it was the same day or would fall before it.
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const from = event.target.value;
      const to = getValues('to');
      clearErrors(['from', 'to']);
      if (from && (!to || to < from)) setValue('to', from);
    },
  });

  const submit = handleSubmit(async (values) => {
    const parsed = createClosureRequest.safeParse({ ...values, to: values.to || values.from });
    if (!parsed.success) {
      const seen = new Set<keyof FormValues>();
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.message, issue.path[0]);
        if (seen.has(field)) continue;
        seen.add(field);
        setError(field, { message: messages[issue.message] ?? commonMessages.invalid_input });
      }
      const first = (['from', 'to', 'name'] as const).find((field) => seen.has(field));
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      const created = await add.mutateAsync(parsed.data);
      const days = dayCount(created.from, created.to);
      toast.success(`휴원일 ‘${created.name}’을(를) 추가했습니다${days > 1 ? ` (${days}일)` : ''}.`);
      reset({ from: today, to: today, name: '' });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code.startsWith('closures.') || code.startsWith('text_')) {
        const field = fieldOf(code, undefined);
        setError(field, { message: (error as Error).message }, { shouldFocus: true });
      } else toast.error((error as Error).message);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={head.title}>
        휴원일 추가
      </h2>
      <p className={head.intro}>하루만 쉬면 시작일만 고르세요. 종료일이 시작일을 따라갑니다.</p>
      <div className={styles.dates}>
        <Field id={`${id}-from`} label="시작일" error={errors.from?.message}>
          {(control) => <input {...control} type="date" {...fromField} />}
        </Field>
        <Field id={`${id}-to`} label="종료일" error={errors.to?.message}>
          {(control) => (
            <input {...control} type="date" {...register('to', { onChange: () => clearErrors('to') })} />
          )}
        </Field>
      </div>
      <Field
        id={`${id}-name`}
        label="이름"
        hint={`${CLOSURE_NAME_MAX}자까지. 학생과 선생님이 보는 이름입니다.`}
        error={errors.name?.message}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            placeholder="예: 겨울 방학"
            maxLength={CLOSURE_NAME_MAX + 20}
            {...register('name')}
          />
        )}
      </Field>
      <fieldset className={styles.suggestions}>
        <legend className="visually-hidden">자주 쓰는 이름</legend>
        {SUGGESTIONS.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.suggestion}
            onClick={() => setValue('name', name, { shouldDirty: true })}
          >
            {name}
          </button>
        ))}
      </fieldset>
      <button type="submit" className={`button ${styles.submit}`} disabled={add.isPending}>
        {add.isPending ? '추가하는 중...' : '휴원일 추가'}
      </button>
    </form>
  );
}
