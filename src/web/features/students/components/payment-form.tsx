/**
 * 결제 (DESIGN §4): 금액, 횟수, 결제 수단 and an optional 현금영수증 번호. Amount and count
 * start at the student's own fee, else the count at the studio's first fee row; the amount is grouped as it is typed and its price per lesson
 * shown. Before sending: an empty or huge amount is said next to the field (focus there), and
 * an amount more than 3× the usual per-lesson price asks once more. Cash of 100,000원 or more
 * shows the 현금영수증 reminder. A student who owes lessons sees that the payment covers them first.
 * 유효기간 (days from the payment; 0 = none) starts at the studio's `packageDays` and is sent as
 * `validDays`; left empty, the server applies the studio's default. 결제일 is the day the money
 * was paid (today unless changed; up to 60 days back, never ahead: record-windows.ts), sent as
 * `date` only when it is not today; the history, receipt and month figures go by it.
 */

import { type InputHTMLAttributes, useId, useRef, useState } from 'react';
import { PACKAGE_DAYS_MAX } from '#shared/makeup-rules.ts';
import { studentsMessages, studentsNotices } from '#shared/messages/students.ts';
import { LESSON_DAY_WINDOW, payDayProblem } from '#shared/record-windows.ts';
import type { ChargeResponse } from '#shared/schemas/students.ts';
import {
  MAX_LESSONS_PER_PAYMENT,
  needsCashReceiptReminder,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '#shared/student-rules.ts';
import { addDays, isCalendarDate } from '#shared/time.ts';
import { formatWon } from '#shared/won.ts';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { DialogNote, DialogSubmitRow } from '../../../components/ui/dialog.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { type StudentRef, useCharge } from '../api/students-api.ts';
import { parseValidDays } from '../lib/credit-view.ts';
import { amountProblem, groupDigits, parseWon, perLesson, UNUSUAL_FACTOR } from '../lib/won.ts';
import { AmountField } from './amount-field.tsx';
import styles from './payment-dialog.module.css';

type FieldName = 'pay' | 'lesson' | 'date' | 'validDays' | 'receiptNo';

/** Before paying: what the payment settles first of the lessons owed (DESIGN §4). */
export function coverageNote(owed: number, covered: number): string {
  if (covered === 0) return `미수 ${owed}회가 있습니다. 이번 결제에서 먼저 정산됩니다.`;
  if (covered < owed) {
    return `미수 ${owed}회 중 ${covered}회를 정산합니다. 결제 후에도 미수 ${owed - covered}회가 남습니다.`;
  }
  return `미수 ${owed}회를 먼저 정산합니다.`;
}
/** What the 유효기간 field means as typed: days from today's payment, 0 = no validity. */
function validityHint(text: string): string {
  const parsed = text.trim() === '' ? null : parseValidDays(text);
  if (parsed === null) return '비워 두면 학원 기본값을 따릅니다. 0이면 유효기간이 없습니다.';
  if ('error' in parsed) return `0일(없음)부터 ${PACKAGE_DAYS_MAX}일까지 입력할 수 있습니다.`;
  if (parsed.days === 0) return '0일: 유효기간 없이 결제합니다.';
  return `결제일부터 ${parsed.days}일 동안 쓸 수 있습니다. 휴원일만큼 늘어납니다.`;
}

const fieldOf: Record<string, FieldName> = {
  'students.pay_invalid': 'pay',
  'students.pay_too_large': 'pay',
  'students.pay_lessons_invalid': 'lesson',
  'students.receipt_no_too_long': 'receiptNo',
  'students.valid_days_invalid': 'validDays',
  'students.pay_day_too_old': 'date',
  'students.pay_day_future': 'date',
  'students.date_invalid': 'date',
  'calendar.validity_invalid': 'validDays',
};

interface PaymentFormProps {
  student: StudentRef;
  /** The student's balance now, when the page knows it: below 0 the payment covers 미수 first. */
  balance: number | undefined;
  defaultLessons: number;
  /** The student's own fee's amount, to start from. */
  defaultPay?: number | undefined;
  /** The studio's default validity in days (0 = none), to start from. */
  defaultValidDays: number;
  usual: number | null;
  onDone(answer: ChargeResponse): void;
  onCancel(): void;
}

export function PaymentForm({
  student,
  balance,
  defaultLessons,
  defaultPay,
  defaultValidDays,
  usual,
  onDone,
  onCancel,
}: PaymentFormProps) {
  const id = useId();
  const confirm = useConfirm();
  const charge = useCharge();
  const [pay, setPay] = useState(defaultPay ? groupDigits(String(defaultPay)) : '');
  const [lesson, setLesson] = useState(String(defaultLessons));
  const [method, setMethod] = useState<PaymentMethod>('카드');
  const [receiptNo, setReceiptNo] = useState('');
  const [validDays, setValidDays] = useState(String(defaultValidDays));
  const { today } = useSeoulNow();
  const [payDay, setPayDay] = useState(today);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const focus = (field: FieldName) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const amount = parseWon(pay);
  const count = Number(lesson);
  const owed = balance !== undefined && balance < 0 ? -balance : 0;
  const covered = Number.isInteger(count) && count > 0 ? Math.min(owed, count) : 0;

  const refuse = (found: Partial<Record<FieldName, string>>) => {
    setErrors(found);
    const first = (['pay', 'lesson', 'date', 'validDays', 'receiptNo'] as const).find(
      (field) => found[field],
    );
    if (first) focus(first);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (charge.isPending) return;
    setFailure(null);
    const found: Partial<Record<FieldName, string>> = {};
    const problem = amountProblem(amount);
    if (problem === 'required') found.pay = studentsMessages['students.pay_invalid'];
    if (problem === 'too_large') found.pay = studentsMessages['students.pay_too_large'];
    if (!Number.isInteger(count) || count < 1 || count > MAX_LESSONS_PER_PAYMENT) {
      found.lesson = studentsMessages['students.pay_lessons_invalid'];
    }
    if (!isCalendarDate(payDay)) found.date = studentsMessages['students.date_invalid'];
    else {
      const late = payDayProblem(payDay, today);
      if (late) found.date = studentsMessages[late];
    }
    const validity = validDays.trim() === '' ? null : parseValidDays(validDays);
    if (validity && 'error' in validity) found.validDays = validity.error;
    if (!/^[0-9A-Za-z-]{0,30}$/.test(receiptNo.trim())) {
      found.receiptNo = studentsMessages['students.receipt_no_too_long'];
    }
    refuse(found);
    if (Object.keys(found).length > 0) return;

    const each = perLesson(amount, count);
    if (usual !== null && each !== null && each > usual * UNUSUAL_FACTOR) {
      const sure = await confirm(`회당 ${formatWon(each)}입니다. 금액이 맞나요?`, {
        confirmLabel: '이대로 결제',
        detail: `평소 회당 ${formatWon(usual)}의 ${UNUSUAL_FACTOR}배가 넘습니다. ${formatWon(amount)}, ${count}회로 결제합니다.`,
      });
      if (!sure) {
        focus('pay');
        return;
      }
    }
    const body = {
      pay: amount,
      lesson: count,
      method,
      ...(payDay !== today ? { date: payDay } : {}),
      ...(validity && 'days' in validity ? { validDays: validity.days } : {}),
      ...(receiptNo.trim() ? { receiptNo: receiptNo.trim() } : {}),
    };
    try {
      onDone(await charge.mutateAsync({ ref: student, body }));
    } catch (error) {
      const field = error instanceof ApiError ? fieldOf[error.code] : undefined;
      if (field) refuse({ [field]: (error as Error).message });
      else setFailure((error as Error).message);
    }
  };

  /** Keeps what was typed and drops the field's refusal: the new value has not been checked yet. */
  const cleared = (field: FieldName, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  /** One of the form's plain inputs, in the kit's field with its hint and refusal. */
  const input = (
    field: Exclude<FieldName, 'pay'>,
    label: string,
    value: string,
    onChange: (value: string) => void,
    attributes: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => (
    <InputField
      id={`${id}-${field}`}
      label={label}
      hint={hint}
      error={errors[field]}
      value={value}
      onChange={onChange}
      input={{ name: field, ...attributes }}
    />
  );

  return (
    <form ref={form} onSubmit={submit} noValidate className={styles.form}>
      <AmountField
        id={`${id}-pay`}
        value={pay}
        onChange={cleared('pay', setPay)}
        lessons={count}
        usual={usual}
        error={errors.pay ?? null}
      />
      {input('lesson', '횟수', lesson, cleared('lesson', setLesson), {
        type: 'number',
        inputMode: 'numeric',
        min: 1,
        max: MAX_LESSONS_PER_PAYMENT,
      })}
      {input(
        'date',
        '결제일',
        payDay,
        cleared('date', setPayDay),
        { type: 'date', min: addDays(today, -LESSON_DAY_WINDOW), max: today, required: true },
        `돈을 받은 날입니다. 오늘부터 ${LESSON_DAY_WINDOW}일 전까지 고를 수 있습니다.`,
      )}
      {input(
        'validDays',
        '유효기간 (일, 선택)',
        validDays,
        cleared('validDays', setValidDays),
        { type: 'number', inputMode: 'numeric', min: 0, max: PACKAGE_DAYS_MAX },
        validityHint(validDays),
      )}
      {owed > 0 ? (
        <p className={styles.covers} role="note">
          {coverageNote(owed, covered)}
        </p>
      ) : null}
      <ChoiceGroup
        legend="결제 수단"
        name={`${id}-method`}
        options={PAYMENT_METHODS}
        value={method}
        onChange={setMethod}
        className={styles.methods}
      />
      {input('receiptNo', '현금영수증 승인번호 (선택)', receiptNo, setReceiptNo, {
        type: 'text',
        inputMode: 'numeric',
        autoComplete: 'off',
      })}
      {needsCashReceiptReminder(method, amount) ? (
        <DialogNote>{studentsNotices.cashReceipt}</DialogNote>
      ) : null}
      <DialogSubmitRow
        failure={failure}
        cancelLabel="취소"
        onCancel={onCancel}
        submitLabel="결제 확인"
        pendingLabel="결제하는 중…"
        pending={charge.isPending}
        tone="accent"
      />
    </form>
  );
}
