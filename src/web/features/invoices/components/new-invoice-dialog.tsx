/**
 * 청구서 만들기: a student picked from the list (by id), the amount and lessons filled in from
 * what the student pays, a due date and a note; the answer is the pay link, shown once, to copy
 * into a message to the family.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { seoulDate } from '#shared/time.ts';
import { formatWon } from '#shared/won.ts';
import { Dialog, DialogActions, DialogSubmitRow } from '../../../components/ui/dialog.tsx';
import { Field, focusFirstInvalid } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { type InvoiceCreated, useBillableStudents, useCreateInvoice } from '../api/invoices-api.ts';
import {
  defaultDueDate,
  draftFromFee,
  fieldOfCode,
  type InvoiceDraft,
  type InvoiceErrors,
  readInvoiceDraft,
} from '../lib/invoice-form.ts';
import { CopyLink } from './copy-link.tsx';
import styles from './invoice-dialogs.module.css';

interface NewInvoiceDialogProps {
  /** Closed; with the bill made, if one was (the list then shows the month it is due in). */
  onClose(made?: InvoiceCreated['invoice']): void;
}

export function NewInvoiceDialog({ onClose }: NewInvoiceDialogProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const students = useBillableStudents();
  const create = useCreateInvoice();
  const today = seoulDate(new Date());
  const [draft, setDraft] = useState<InvoiceDraft>({
    studentId: '',
    amount: '',
    lessons: '',
    dueDate: defaultDueDate(today),
    note: '',
  });
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<InvoiceCreated | null>(null);

  const set = (next: Partial<InvoiceDraft>) => setDraft((before) => ({ ...before, ...next }));
  const pick = (studentId: string) => {
    const student = students.data?.find((one) => String(one.id) === studentId);
    set({ studentId, ...(student ? draftFromFee(student.fee) : {}) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readInvoiceDraft(draft);
    setFailure(null);
    if (!read.ok) {
      setErrors(read.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    create.mutate(read.request, {
      onSuccess: (answer) => setMade(answer),
      onError: (error) => {
        const field = error instanceof ApiError ? fieldOfCode[error.code] : undefined;
        if (field) {
          setErrors({ [field]: error.message });
          requestAnimationFrame(() => focusFirstInvalid(formRef.current));
        } else setFailure(error.message);
      },
    });
  };

  if (made) {
    return (
      <Dialog title="청구서를 만들었습니다" onClose={() => onClose(made.invoice)} width={520}>
        <p className={styles.lead}>
          {made.invoice.studentName} 학생 · <strong>{formatWon(made.invoice.amount)}</strong>
        </p>
        <CopyLink url={made.url} label="결제 링크" />
        <p className={styles.note}>
          이 링크는 지금만 보입니다. 복사해서 가족에게 보내 주세요. 잃어버리면 목록에서 링크를 새로 만들 수
          있습니다.
        </p>
        <DialogActions align="end">
          <button type="button" className="button" onClick={() => onClose(made.invoice)}>
            닫기
          </button>
        </DialogActions>
      </Dialog>
    );
  }

  const list = students.data ?? [];
  return (
    <Dialog title="청구서 만들기" onClose={() => onClose()} width={520}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <Field id={`${id}-student`} label="학생" error={errors.studentId} required>
          {(control) => (
            <select
              {...control}
              className="input"
              value={draft.studentId}
              onChange={(event) => pick(event.target.value)}
              disabled={students.isPending}
            >
              <option value="">{students.isPending ? '불러오는 중…' : '학생을 골라 주세요'}</option>
              {list.map((student) => (
                <option key={student.id} value={student.id}>
                  {student.name}
                  {student.fee ? ` · ${formatWon(student.fee.pay)}/${student.fee.lesson}회` : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
        {students.isError ? <p className="field-error">{students.error.message}</p> : null}
        <div className={styles.pair}>
          <Field
            id={`${id}-amount`}
            label="금액 (원)"
            error={errors.amount}
            required
            hint={draft.amount && /^\d+$/.test(draft.amount) ? formatWon(Number(draft.amount)) : undefined}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={draft.amount}
                placeholder="250000"
                onChange={(event) => set({ amount: event.target.value })}
              />
            )}
          </Field>
          <Field id={`${id}-lessons`} label="더할 레슨 (회)" error={errors.lessons} required>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={draft.lessons}
                required
                onChange={(event) => set({ lessons: event.target.value })}
              />
            )}
          </Field>
        </div>
        <Field id={`${id}-due`} label="납부 기한" error={errors.dueDate} required>
          {(control) => (
            <input
              {...control}
              type="date"
              min={today}
              value={draft.dueDate}
              onChange={(event) => set({ dueDate: event.target.value })}
            />
          )}
        </Field>
        <Field
          id={`${id}-note`}
          label="무엇을 위한 청구인지"
          error={errors.note}
          hint="가족에게 보입니다. 예: 12월 수강료"
        >
          {(control) => (
            <input
              {...control}
              maxLength={200}
              value={draft.note}
              onChange={(event) => set({ note: event.target.value })}
            />
          )}
        </Field>
        <DialogSubmitRow
          failure={failure}
          onCancel={() => onClose()}
          cancelLabel="취소"
          submitLabel="청구서 만들기"
          pendingLabel="만드는 중…"
          pending={create.isPending}
        />
      </form>
    </Dialog>
  );
}
