/**
 * The terms of use and the privacy policy as the owner edits them: for each, the date it takes
 * effect and its text in the news editor. The studio's details go in as variables
 * (`{{학원명}}` …, src/shared/legal-variables.ts), filled in where the texts are shown, so a
 * change of those details reaches them; the help lists the variables.
 */
import { lazy, Suspense, useId } from 'react';
import { legalVariableTokens } from '#shared/legal-variables.ts';
import type { PoliciesContent, PolicyKey } from '#shared/schemas/site-policies.ts';
import { ErrorBoundary } from '../../../../components/error-boundary.tsx';
import { FieldError } from '../../../../components/ui/field.tsx';
import { LoadFailed } from '../../../../components/ui/load-failed.tsx';
import { policiesFieldLabels } from '../../../../site-data/section-fields.ts';
import boxes from '../fields/boxed-groups.module.css';
import type { SectionFormProps } from '../section-editor-types.ts';
import styles from './policies-form.module.css';

const PolicyTextEditor = lazy(() => import('./policy-text-editor.tsx'));

const hints: Record<PolicyKey, string> = {
  terms:
    '조마다 "제1조 (목적)"처럼 조 제목을 달아 주세요. 조 제목은 페이지의 목차에 나오고, 시행일은 맨 끝 부칙에 나옵니다.',
  privacy:
    '항목마다 "1. 수집하는 개인정보 항목"처럼 조 제목을 달아 주세요. 조 제목은 페이지의 목차에 나오고, 시행일은 맨 끝에 나옵니다.',
};

export function PoliciesForm({ value, onChange, disabled, errors = {} }: SectionFormProps<'policies'>) {
  const change = (key: PolicyKey, next: Partial<PoliciesContent[PolicyKey]>) =>
    onChange({ ...value, [key]: { ...value[key], ...next } });
  return (
    <div className={boxes.form}>
      <div className={styles.notice}>
        <p>
          <strong>본문에 이렇게 쓰면 학원 정보에 저장된 값이 들어갑니다:</strong>{' '}
          {legalVariableTokens.map((token, index) => (
            <span key={token}>
              {index > 0 ? ', ' : null}
              <code>{token}</code>
            </span>
          ))}
          . 학원 정보를 바꾸면 두 글에도 바로 반영되고, 미리보기에서 채워진 모습을 볼 수 있습니다.
        </p>
        <p>
          약관을 바꿀 때에는 시행일을 새로 정하고, 시행 7일 전부터 게시해 주세요(이용약관 제3조). 법률 문구는
          필요하면 전문가의 검토를 받으세요.
        </p>
      </div>
      {(['terms', 'privacy'] as const).map((key) => (
        <PolicyFields
          key={key}
          name={key}
          value={value[key]}
          error={errors[key]}
          disabled={disabled}
          onChange={(next) => change(key, next)}
        />
      ))}
    </div>
  );
}

interface PolicyFieldsProps {
  name: PolicyKey;
  value: PoliciesContent[PolicyKey];
  error: string | undefined;
  disabled: boolean;
  onChange: (next: Partial<PoliciesContent[PolicyKey]>) => void;
}

function PolicyFields({ name, value, error, disabled, onChange }: PolicyFieldsProps) {
  const id = useId();
  const ids = { date: `${id}-date`, body: `${id}-body`, hint: `${id}-hint`, error: `${id}-error` };
  return (
    <fieldset className={boxes.group} disabled={disabled} aria-describedby={error ? ids.error : undefined}>
      <legend className={boxes.legend}>{policiesFieldLabels[name]}</legend>
      <FieldError inputId={id} message={error} />
      <div className="field">
        <label htmlFor={ids.date}>시행일</label>
        <input
          id={ids.date}
          type="date"
          className={styles.date}
          value={value.effectiveDate}
          required
          onChange={(event) => onChange({ effectiveDate: event.target.value })}
        />
      </div>
      <div className="field">
        <span id={ids.body} className={styles.label}>
          본문
        </span>
        <p id={ids.hint} className={styles.hint}>
          {hints[name]}
        </p>
        <ErrorBoundary
          fallback={(retry) => <LoadFailed message="편집기를 불러오지 못했습니다." retry={retry} />}
        >
          <Suspense fallback={<p className={styles.loading}>편집기를 불러오는 중입니다…</p>}>
            <PolicyTextEditor
              html={value.html}
              labelledBy={ids.body}
              describedBy={ids.hint}
              onChange={(html) => onChange({ html })}
            />
          </Suspense>
        </ErrorBoundary>
      </div>
    </fieldset>
  );
}
