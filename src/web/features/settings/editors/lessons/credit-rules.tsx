/**
 * The make-up credit (보강권) and package validity rules of 수업 규칙 (DESIGN §4 "Calendar";
 * decision 037), each a whole number with its range, what it does said under it, and the
 * server's refusal beside it; then how credits are granted and used, in plain words.
 */

import { useId } from 'react';
import {
  CREDIT_DAYS_MAX,
  MONTHLY_CAP_MAX,
  NOTICE_HOURS_MAX,
  PACKAGE_DAYS_MAX,
} from '#shared/makeup-rules.ts';
import { NumberField } from '../fields/number-field.tsx';
import parts from '../fields/page-form.module.css';
import type { SectionFormProps } from '../section-editor-types.ts';
import { creditDaysLine, monthlyCapLine, noticeLine, packageDaysLine } from './credit-rule-lines.ts';
import { FamilyBookingRule } from './family-booking-rule.tsx';
import styles from './lessons-form.module.css';

type RuleKey = 'noticeHours' | 'creditDays' | 'monthlyCap' | 'packageDays';

interface Rule {
  key: RuleKey;
  label: string;
  unit: string;
  min: number;
  max: number;
  range: string;
  line(value: number): string;
}

const rules: Rule[] = [
  {
    key: 'noticeHours',
    label: '사전취소 기준: 수업 몇 시간 전까지 알리면 보강권을 줄까요?',
    unit: '시간 전',
    min: 0,
    max: NOTICE_HOURS_MAX,
    range: `0시간부터 ${NOTICE_HOURS_MAX}시간까지.`,
    line: noticeLine,
  },
  {
    key: 'creditDays',
    label: '보강권 유효 기간',
    unit: '일',
    min: 1,
    max: CREDIT_DAYS_MAX,
    range: `1일부터 ${CREDIT_DAYS_MAX}일까지.`,
    line: creditDaysLine,
  },
  {
    key: 'monthlyCap',
    label: '한 달 보강권 수 (학생 사정; 강사사정은 세지 않음)',
    unit: '장',
    min: 0,
    max: MONTHLY_CAP_MAX,
    range: `0장부터 ${MONTHLY_CAP_MAX}장까지.`,
    line: monthlyCapLine,
  },
  {
    key: 'packageDays',
    label: '결제 레슨 기본 유효 기간 (0 = 없음)',
    unit: '일',
    min: 0,
    max: PACKAGE_DAYS_MAX,
    range: `0일(없음)부터 ${PACKAGE_DAYS_MAX}일까지.`,
    line: packageDaysLine,
  },
];

export function CreditRules({ value, onChange, disabled, errors = {} }: SectionFormProps<'lessons'>) {
  const id = useId();
  return (
    <fieldset className={parts.part} disabled={disabled}>
      <legend className={parts.title}>보강권과 결제 유효기간</legend>
      <div className={styles.ruleGrid}>
        {rules.map((rule) => (
          <NumberField
            key={rule.key}
            id={`${id}-${rule.key}`}
            className={styles.rule}
            label={rule.label}
            hint={
              <>
                {rule.range} {rule.line(value[rule.key])}
              </>
            }
            error={errors[rule.key]}
            unit={rule.unit}
            min={rule.min}
            max={rule.max}
            value={value[rule.key]}
            onChange={(next) => onChange({ ...value, [rule.key]: next })}
          />
        ))}
      </div>
      <FamilyBookingRule value={value} onChange={onChange} />
      <div className={styles.explain}>
        <h3 className={styles.explainTitle}>보강권은 이렇게 생기고 쓰입니다</h3>
        <p>
          학생이 기준 시간 전까지 알리고 사전취소하면 보강권이 한 장 생기고, 선생님 사정으로 쉬는 강사사정은
          언제나 한 장 생깁니다. 당일취소나 기준보다 늦은 사전취소에는 보강권이 생기지 않습니다. 학생 사정으로
          받는 보강권은 한 달에 정한 수까지만 생깁니다.
        </p>
        <p>
          시간표에 보강을 넣으면 그 학생의 보강권 중 가장 오래된 것부터 하나를 씁니다. 보강을 지우면 보강권은
          돌아옵니다. 유효 기간이 지난 보강권은 지워지지 않고 학생 페이지에 만료로 남습니다.
        </p>
        <p>
          결제 레슨의 유효기간이 7일 안에 끝나거나 지나면 학생 관리에 알림이 뜹니다. 기간이 지나도 레슨은
          저절로 없어지지 않고, 원장이 학생 페이지에서 기간을 연장하거나 소멸 처리할 때만 정리됩니다.
        </p>
      </div>
    </fieldset>
  );
}
