/**
 * `/invoices` (청구서): the month's bills with their state, the unpaid total, and what staff do
 * with a bill — mark it paid when the money came another way, cancel it, or make a new pay link
 * when the family lost theirs. New bills are made one at a time or for the whole month.
 */
import { useState } from 'react';
import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '#shared/schemas/invoices.ts';
import { formatWon } from '#shared/won.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import filters from '../../../components/ui/filter-bar.module.css';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { MonthPicker } from '../../../components/ui/month-picker.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useAnswerToasts, useToast } from '../../../components/ui/toast.tsx';
import { useMonthParams } from '../../../lib/use-month-params.ts';
import { useCancelInvoice, useInvoices, useRenewLink } from '../api/invoices-api.ts';
import { BatchDialog } from '../components/batch-dialog.tsx';
import { CopyLink } from '../components/copy-link.tsx';
import { InvoiceItem } from '../components/invoice-item.tsx';
import { NewInvoiceDialog } from '../components/new-invoice-dialog.tsx';
import { PaidDialog } from '../components/paid-dialog.tsx';
import { monthTitle } from '../lib/invoice-labels.ts';
import styles from './invoices-page.module.css';

type Open =
  | { kind: 'new' }
  | { kind: 'batch' }
  | { kind: 'paid'; invoice: Invoice }
  | { kind: 'link'; invoice: Invoice; url: string }
  | null;

/**
 * Runs `change` once the closed dialog's history entry is gone (dialog.tsx goes back over it):
 * a change of the address made before would land on that entry and be undone by the going back.
 */
function afterDialogEntry(change: () => void): void {
  setTimeout(() => {
    const state: unknown = window.history.state;
    const onDialogEntry = state !== null && typeof state === 'object' && 'studioDialog' in state;
    if (onDialogEntry) window.addEventListener('popstate', () => setTimeout(change), { once: true });
    else change();
  });
}

export function InvoicesPage() {
  // The month and the state live in the address, so a filtered list can be bookmarked.
  const [filter, setFilter] = useMonthParams('status', {
    read: (raw) => INVOICE_STATUSES.find((status) => status === raw),
  });
  const list = useInvoices(filter);
  const cancel = useCancelInvoice();
  const renew = useRenewLink();
  const confirm = useConfirm();
  const toast = useToast();
  const answerToasts = useAnswerToasts();
  const [open, setOpen] = useState<Open>(null);
  const title = monthTitle(filter.month);

  const onCancel = async (invoice: Invoice) => {
    const yes = await confirm(
      `${invoice.studentName} 학생의 ${formatWon(invoice.amount)} 청구서를 취소하시겠습니까?`,
      {
        confirmLabel: '청구서 취소',
        detail: <p>결제 링크가 더는 결제를 받지 않고 취소된 청구서로 보입니다.</p>,
      },
    );
    if (!yes) return;
    cancel.mutate(invoice.id, answerToasts);
  };

  const onRenew = async (invoice: Invoice) => {
    const yes = await confirm(`${invoice.studentName} 학생의 결제 링크를 새로 만드시겠습니까?`, {
      confirmLabel: '새 링크 만들기',
      detail: <p>전에 보낸 링크는 더는 열리지 않습니다. 새 링크를 가족에게 다시 보내 주세요.</p>,
    });
    if (!yes) return;
    renew.mutate(invoice.id, {
      onSuccess: (answer) => setOpen({ kind: 'link', invoice, url: answer.url }),
      onError: (error) => toast.error(error.message),
    });
  };

  const data = list.data;
  const openCount = data?.invoices.filter((invoice) => invoice.status === '대기').length ?? 0;

  return (
    <Page title="청구서" lead="가족에게 보낼 청구서와 결제 링크를 만들고, 결제를 확인합니다." wide>
      <div className={filters.bar}>
        <MonthPicker
          month={filter.month}
          onChange={(month) => setFilter({ month })}
          legend="납부 기한 월"
          showLegend
          yearsBack={2}
          thisMonthButton
        />
        <div className="field">
          <label htmlFor="invoice-status">상태</label>
          <select
            id="invoice-status"
            className="input"
            value={filter.status ?? ''}
            onChange={(event) =>
              setFilter({ status: (event.target.value || undefined) as InvoiceStatus | undefined })
            }
          >
            <option value="">전체</option>
            {INVOICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className={styles.summary}>
        <div className={styles.total} role="status">
          <span className={styles.totalLabel}>{title} 미납</span>
          <strong className={styles.totalValue}>{data ? formatWon(data.openTotal) : '…'}</strong>
          {data ? <span className={styles.totalCount}>{openCount}건</span> : null}
        </div>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setOpen({ kind: 'new' })}>
            청구서 만들기
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setOpen({ kind: 'batch' })}
          >
            이달 청구서 한 번에
          </button>
        </div>
      </div>

      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadFailed className={styles.empty} message={list.error.message} retry={() => void list.refetch()} />
      ) : data && data.invoices.length === 0 ? (
        <p className={styles.empty}>
          {title}에 납부 기한이 있는 {filter.status ? `${filter.status} ` : ''}청구서가 없습니다.
        </p>
      ) : (
        <section aria-labelledby="invoice-list-heading">
          <h2 id="invoice-list-heading" className="visually-hidden">
            {title} 청구서 {data?.invoices.length}장
          </h2>
          <ul className={styles.list}>
            {data?.invoices.map((invoice) => (
              <InvoiceItem
                key={invoice.id}
                invoice={invoice}
                busy={
                  (cancel.isPending && cancel.variables === invoice.id) ||
                  (renew.isPending && renew.variables === invoice.id)
                }
                onPaid={() => setOpen({ kind: 'paid', invoice })}
                onRenew={() => void onRenew(invoice)}
                onCancel={() => void onCancel(invoice)}
              />
            ))}
          </ul>
        </section>
      )}

      {open?.kind === 'new' ? (
        <NewInvoiceDialog
          onClose={(made) => {
            setOpen(null);
            if (made)
              afterDialogEntry(() => setFilter({ month: made.dueDate.slice(0, 7), status: undefined }));
          }}
        />
      ) : null}
      {open?.kind === 'batch' ? <BatchDialog month={filter.month} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'paid' ? (
        <PaidDialog
          invoice={open.invoice}
          onDone={(message) => {
            setOpen(null);
            if (message) toast.success(message);
          }}
        />
      ) : null}
      {open?.kind === 'link' ? (
        <Dialog
          title="새 결제 링크"
          subtitle={`${open.invoice.studentName} 학생 · ${formatWon(open.invoice.amount)}`}
          onClose={() => setOpen(null)}
          width={520}
        >
          <CopyLink url={open.url} label="결제 링크" />
          <p className={styles.note}>
            전에 보낸 링크는 더는 열리지 않습니다. 이 링크를 가족에게 보내 주세요.
          </p>
          <DialogActions align="end">
            <button type="button" className="button" onClick={() => setOpen(null)}>
              닫기
            </button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Page>
  );
}
