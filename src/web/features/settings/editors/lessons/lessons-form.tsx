/**
 * 수업 규칙 as the owner edits them: the owed limit (0–10 lessons), with the rule said in full
 * beside it (DESIGN §4: a charged lesson at 0 remaining is recorded as owed down to the limit;
 * a payment covers what is owed first; 0 means never owed); and the make-up credits and
 * package validity (DESIGN §4 "Calendar"): the notice a 사전취소 needs to earn a 보강권, how
 * long a credit is valid, how many student-caused credits a month, and a payment's default
 * validity — each with what the number in it does, said in a sentence.
 */

import { useId } from 'react';
import { OWED_LIMIT_MAX } from '#shared/ledger-rules.ts';
import { lessonsFieldLabels } from '../../../../site-data/section-fields.ts';
import { NumberField } from '../fields/number-field.tsx';
import parts from '../fields/page-form.module.css';
import type { SectionFormProps } from '../section-editor-types.ts';
import { CreditRules } from './credit-rules.tsx';
import styles from './lessons-form.module.css';

export function LessonsForm({ value, onChange, disabled, errors = {} }: SectionFormProps<'lessons'>) {
  const id = useId();
  const limit = value.owedLimit;
  return (
    <div className={parts.form}>
      <fieldset className={parts.part} disabled={disabled}>
        <legend className={parts.title}>{lessonsFieldLabels.owedLimit}</legend>
        <NumberField
          id={`${id}-owed`}
          className={styles.limit}
          label="남은 레슨이 없어도 결제 전에 기록할 수 있는 레슨 수"
          hint={
            <>
              0회부터 {OWED_LIMIT_MAX}회까지. {ruleLine(limit)}
            </>
          }
          error={errors.owedLimit}
          unit="회"
          min={0}
          max={OWED_LIMIT_MAX}
          value={limit}
          onChange={(owedLimit) => onChange({ ...value, owedLimit })}
        />
        <ul className={styles.rules}>
          <li>
            출석·지각·당일취소는 남은 레슨에서 1회를 차감합니다. 남은 레슨이 0회면 그만큼 미수가 됩니다.
          </li>
          <li>사전취소와 강사사정은 차감하지 않으므로 미수와 상관없이 언제든 기록할 수 있습니다.</li>
          <li>결제하면 미수부터 먼저 정산하고, 남는 횟수가 남은 레슨이 됩니다.</li>
          <li>한도를 낮춰도 이미 있는 미수는 그대로이며, 한도 아래로 줄어들 때까지 차감 기록만 막힙니다.</li>
        </ul>
      </fieldset>
      <CreditRules value={value} onChange={onChange} disabled={disabled} errors={errors} />
    </div>
  );
}

/** The rule for the number in the field, in one sentence. */
function ruleLine(limit: number): string {
  if (!Number.isInteger(limit) || limit < 0 || limit > OWED_LIMIT_MAX) return '';
  if (limit === 0) return '0회: 남은 레슨이 없으면 결제를 먼저 받아야 레슨을 기록할 수 있습니다.';
  return `${limit}회: 남은 레슨이 없어도 ${limit}회까지는 기록하고(미수 ${limit}회), 그다음 기록은 결제를 받을 때까지 막힙니다.`;
}
