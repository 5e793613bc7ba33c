/**
 * /setup: a fresh install's first page (docs/decisions/072-first-run-setup.md). The setup code
 * from the server's log (or from the link's `#code=`, which never reaches the server), the
 * owner's account and the studio's four details; it ends signed in, on the home page with
 * 시작하기 (loaded afresh: api/setup-api.ts). Every field is checked here by the server's own rules, and again by the server.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { isErrorCode, messageFor } from '#shared/messages/ko.ts';
import { type SetupRequest, setupRequest } from '#shared/schemas/setup.ts';
import { Field, FormAlert, focusFirstInvalid } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useDocumentTitle } from '../../../site-data/use-document-title.ts';
import { useCompleteSetup, useSetupState } from '../api/setup-api.ts';
import { ownerFields, type SetupField, type SetupFieldSpec, studioFields } from './setup-fields.ts';
import styles from './setup-page.module.css';

const blank: SetupRequest = {
  code: '',
  owner: { name: '', phone: '', id: '', pw: '', pwCon: '' },
  studio: { name: '', phone: '', address: '', businessNumber: '' },
};

/** Where a refusal of the server belongs: a field, or the whole form. */
const fieldOfCode: Partial<Record<string, SetupField>> = {
  'setup.wrong_code': 'code',
  'setup.code_required': 'code',
  'auth.id_taken': 'owner.id',
};

function codeFromAddress(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('code') ?? '';
}

export function SetupPage() {
  useDocumentTitle('처음 설정');
  const state = useSetupState();
  const complete = useCompleteSetup();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState } = useForm<
    SetupRequest,
    unknown,
    z.output<typeof setupRequest>
  >({ resolver: zodResolver(setupRequest), defaultValues: blank });
  const { errors, isSubmitting } = formState;

  // A link with #code=… fills the code in; the code then leaves the address bar.
  useEffect(() => {
    const code = codeFromAddress();
    if (!code) return;
    setValue('code', code);
    window.history.replaceState(null, '', paths.setup);
  }, [setValue]);

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await complete.mutateAsync(values);
      } catch (failure) {
        const field = failure instanceof ApiError ? fieldOfCode[failure.code] : undefined;
        if (failure instanceof ApiError && field) {
          setError(field, { message: failure.code }, { shouldFocus: true });
        } else {
          setFormError(failure instanceof Error ? failure.message : messageFor('internal'));
        }
      }
    },
    () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
  );

  const messageOf = (name: SetupField): string | null => {
    const code = (get(errors, name) as { message?: string } | undefined)?.message;
    if (!code) return null;
    return isErrorCode(code) ? messageFor(code) : code;
  };

  const fieldOf = (spec: SetupFieldSpec) => (
    <Field
      key={spec.name}
      id={`setup-${spec.name}`}
      label={spec.label}
      hint={spec.hint}
      error={messageOf(spec.name)}
      required
    >
      {(control) => (
        <input
          {...control}
          type={spec.type ?? 'text'}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          autoCapitalize={spec.name === 'owner.id' ? 'none' : undefined}
          spellCheck={spec.name === 'owner.id' ? false : undefined}
          {...register(spec.name)}
        />
      )}
    </Field>
  );

  if (state.data && !state.data.needed && !complete.isSuccess) {
    return (
      <main className={styles.page}>
        <section className={styles.card} aria-labelledby="setup-title">
          <h1 id="setup-title" className={styles.title}>
            처음 설정이 끝났습니다
          </h1>
          <p className={styles.lead}>이 학원의 원장 계정이 이미 있습니다. 원장 계정으로 로그인해 주세요.</p>
          <Link className={`button ${styles.submit}`} to={paths.login}>
            로그인하러 가기
          </Link>
        </section>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <form
        ref={formRef}
        className={styles.card}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="setup-title"
      >
        <p className={styles.eyebrow}>학원 홈페이지 · 처음 설정</p>
        <h1 id="setup-title" className={styles.title}>
          학원을 시작해 볼까요?
        </h1>
        <p className={styles.lead}>
          원장 계정을 만들고 학원 정보를 적으면 바로 관리 화면을 쓸 수 있습니다. 설정을 마치기 전에는 다른
          사람이 가입할 수 없습니다.
        </p>

        <fieldset className={styles.group}>
          <legend>1. 설정 코드</legend>
          <Field
            id="setup-code"
            label="설정 코드"
            required
            error={messageOf('code')}
            hint="서버를 시작할 때 로그에 나온 16자리 코드입니다. 예: 7K3M-QX9P-2D4T-HW8C"
          >
            {(control) => (
              <input
                {...control}
                className={styles.code}
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                {...register('code')}
              />
            )}
          </Field>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>2. 원장 계정</legend>
          {ownerFields.map(fieldOf)}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>3. 학원 정보</legend>
          <p className={styles.groupHint}>
            영수증과 홈페이지 아래쪽에 나옵니다. 나머지는 나중에 사이트 관리에서 고칠 수 있습니다.
          </p>
          {studioFields.map(fieldOf)}
        </fieldset>

        <button type="submit" className={`button ${styles.submit}`} disabled={isSubmitting || !hydrated}>
          {isSubmitting ? '설정하는 중...' : '설정 마치기'}
        </button>
        {formError ? <FormAlert className={styles.alert}>{formError}</FormAlert> : null}
      </form>
    </main>
  );
}
