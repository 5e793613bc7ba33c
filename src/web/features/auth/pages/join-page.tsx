/**
 * /join (spec §2 "Sign-up", §5): all five fields, then the formats, then the id is checked
 * with the server before the form is sent. The server checks everything again.
 */

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { isErrorCode, messageFor } from '#shared/messages/ko.ts';
import { type JoinRequest, joinRequest } from '#shared/schemas/auth.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { checkIdExists, useJoin } from '../api/join.ts';
import { JoinConsent } from '../components/join-consent.tsx';
import { SignedInNotice } from '../components/signed-in-notice.tsx';
import styles from './auth-form.module.css';

type JoinField = FieldPath<JoinRequest>;
const INCOMPLETE = 'auth.join_incomplete';

const fields: { name: JoinField; label: string; type?: string; autoComplete: string; hint?: string }[] = [
  { name: 'name', label: '이름', autoComplete: 'name' },
  { name: 'phone', label: '휴대폰 번호', type: 'tel', autoComplete: 'tel', hint: '예: 010-1234-5678' },
  { name: 'id', label: '아이디', autoComplete: 'username', hint: '영문 소문자, 숫자, 밑줄(_)로 4~20자' },
  { name: 'pw', label: '비밀번호', type: 'password', autoComplete: 'new-password', hint: '8자 이상' },
  { name: 'pwCon', label: '비밀번호 확인', type: 'password', autoComplete: 'new-password' },
];

export function JoinPage() {
  useDocumentTitle('회원가입');
  const toast = useToast();
  const navigate = useNavigate();
  const join = useJoin();
  // Sent before the script has taken over, the form would be the browser's own GET: a reload
  // with the password in the address.
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    JoinRequest,
    unknown,
    z.output<typeof joinRequest>
  >({
    resolver: zodResolver(joinRequest),
    defaultValues: { name: '', phone: '', id: '', pw: '', pwCon: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        if (await checkIdExists(values.id)) {
          setError('id', { message: 'auth.id_taken' }, { shouldFocus: true });
          return;
        }
        const answer = await join.mutateAsync(values);
        toast.success(answer.message);
        navigate(paths.login);
      } catch (failure) {
        if (failure instanceof ApiError && failure.code === 'auth.id_taken') {
          setError('id', { message: failure.code }, { shouldFocus: true });
        } else {
          setFormError(failure instanceof Error ? failure.message : messageFor('internal'));
        }
      }
    },
    (found) => {
      const blank = Object.values(found).some((error) => error?.message === INCOMPLETE);
      setFormError(blank ? messageFor(INCOMPLETE) : null);
    },
  );

  // A blank field is said once for the whole form; other problems under their own field.
  const fieldMessage = (name: JoinField | 'consent'): string | null => {
    const code = errors[name]?.message;
    if (!code || code === INCOMPLETE) return null;
    return isErrorCode(code) ? messageFor(code) : code;
  };

  const { data: user } = useSession();
  if (user) return <SignedInNotice user={user} title="회원가입" />;
  return (
    <div className={styles.wrap}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="join-title">
        <h1 id="join-title" className={styles.title}>
          회원가입
        </h1>
        <div className={styles.intro}>
          <p>
            <strong>학원 선생님을 위한 계정입니다.</strong> 학원의 첫 계정은 원장 계정이 됩니다. 그다음
            선생님은 원장님이 승인하면 학생·레슨 관리와 소식 쓰기를 할 수 있습니다.
          </p>
          <p>수강생은 가입하지 않아도 연습실 예약과 학원 소식을 모두 이용할 수 있습니다.</p>
        </div>
        {fields.map((field) => (
          <Field
            key={field.name}
            id={`join-${field.name}`}
            label={field.label}
            hint={field.hint}
            error={fieldMessage(field.name)}
          >
            {(control) => (
              <input
                {...control}
                // A blank field is marked too, though the form's one alert speaks for it.
                aria-invalid={errors[field.name] ? true : undefined}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                autoCapitalize={field.name === 'id' ? 'none' : undefined}
                spellCheck={field.name === 'id' ? false : undefined}
                {...register(field.name)}
              />
            )}
          </Field>
        ))}
        <JoinConsent field={register('consent')} error={fieldMessage('consent')} />
        <button type="submit" className={`button ${styles.submit}`} disabled={isSubmitting || !hydrated}>
          {isSubmitting ? '가입하는 중...' : '가입하기'}
        </button>
        <p className={styles.error} role="alert">
          {formError}
        </p>
        <p className={styles.footer}>
          이미 계정이 있으신가요? <Link to={paths.login}>로그인</Link>
        </p>
      </form>
    </div>
  );
}
