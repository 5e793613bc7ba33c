/**
 * 이달 청구서 한 번에: a bill of what each student pays, for every student whose lessons run out
 * in the month; pressing it again makes no second bill. The answer lists each new link to copy
 * and the students left out, with why.
 */
import { type FormEvent, useId, useState } from 'react';
import { Dialog, DialogActions, DialogSubmitRow } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { type InvoiceBatch, useInvoiceBatch } from '../api/invoices-api.ts';
import { monthTitle } from '../lib/invoice-labels.ts';
import { CopyLink } from './copy-link.tsx';
import styles from './invoice-dialogs.module.css';

export function BatchDialog({ month, onClose }: { month: string; onClose(): void }) {
  const id = useId();
  const batch = useInvoiceBatch();
  const [dueDate, setDueDate] = useState('');
  const [answer, setAnswer] = useState<InvoiceBatch | null>(null);
  const title = `${monthTitle(month)} 청구서 한 번에`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    batch.mutate({ month, ...(dueDate ? { dueDate } : {}) }, { onSuccess: setAnswer });
  };

  if (answer) {
    return (
      <Dialog title={title} subtitle={answer.message} onClose={onClose} width={560} closeButton>
        {answer.made.length > 0 ? (
          <>
            <h3 className={styles.sectionTitle}>만든 청구서 {answer.made.length}장</h3>
            <p className={styles.note}>링크는 지금만 보입니다. 학생마다 복사해서 가족에게 보내 주세요.</p>
            <ul className={styles.made}>
              {answer.made.map((made) => (
                <li key={made.id}>
                  <CopyLink url={made.url} label={`${made.studentName} 학생 결제 링크`} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={styles.note}>새로 만든 청구서가 없습니다.</p>
        )}
        {answer.skipped.length > 0 ? (
          <>
            <h3 className={styles.sectionTitle}>건너뛴 학생 {answer.skipped.length}명</h3>
            <ul className={styles.skipped}>
              {answer.skipped.map((skipped) => (
                <li key={skipped.studentName}>
                  <strong>{skipped.studentName}</strong> · {skipped.reason}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <DialogActions align="end">
          <button type="button" className="button" onClick={onClose}>
            닫기
          </button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog title={title} onClose={onClose} width={520}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.note}>
          {monthTitle(month)} 안에 남은 레슨이 1회 이하이거나 수강권 기한이 끝나는 학생마다, 학생별
          수강료(없으면 최근 결제 금액)로 청구서를 만듭니다. 이미 이 달 청구서가 있는 학생은 건너뜁니다.
        </p>
        <Field id={`${id}-due`} label="납부 기한 (선택)" hint="비우면 오늘부터 7일 뒤로 정해집니다.">
          {(control) => (
            <input
              {...control}
              type="date"
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
            />
          )}
        </Field>
        <DialogSubmitRow
          failure={batch.isError ? batch.error.message : null}
          onCancel={onClose}
          cancelLabel="취소"
          submitLabel="청구서 만들기"
          pendingLabel="만드는 중…"
          pending={batch.isPending}
        />
      </form>
    </Dialog>
  );
}
