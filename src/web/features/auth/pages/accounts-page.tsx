/**
 * /accounts, the owner's account page (DESIGN §1): approve pending sign-ups as teachers, make a
 * teacher who forgot their password a one-time reset link, or remove an account. Each account
 * is a card so the page reads the same on a phone.
 */
import { useState } from 'react';

import type { Account, ResetLink } from '#shared/schemas/auth.ts';
import { seoulDate } from '#shared/time.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useAnswerToasts, useToast } from '../../../components/ui/toast.tsx';
import { roleLabels } from '../../../lib/session.ts';
import { useAccounts, useApproveAccount, useRemoveAccount } from '../api/accounts.ts';
import { useIssueResetLink } from '../api/password-reset.ts';
import { ResetLinkDialog } from '../components/reset-link-dialog.tsx';
import styles from './accounts-page.module.css';

export function AccountsPage() {
  const accounts = useAccounts();
  const approve = useApproveAccount();
  const remove = useRemoveAccount();
  const issueReset = useIssueResetLink();
  const [handover, setHandover] = useState<{ account: Account; link: ResetLink } | null>(null);
  const toast = useToast();
  const answerToasts = useAnswerToasts();
  const confirm = useConfirm();

  const onApprove = (id: string) => approve.mutate(id, answerToasts);
  const onRemove = async (account: Account) => {
    if (!(await confirm(`${account.name}(${account.id}) 계정을 정말 삭제하시겠습니까?`))) return;
    remove.mutate(account.id, answerToasts);
  };

  const onReset = async (account: Account) => {
    const sure = await confirm(`${account.name}(${account.id}) 님의 비밀번호 재설정 링크를 만들까요?`, {
      detail:
        '링크는 24시간 동안 한 번만 쓸 수 있습니다. 전에 만든 링크는 더 이상 쓸 수 없게 되고, 새 비밀번호를 정하면 그 계정은 모든 기기에서 로그아웃됩니다.',
      confirmLabel: '링크 만들기',
    });
    if (!sure) return;
    issueReset.mutate(account.id, {
      onSuccess: (link) => setHandover({ account, link }),
      onError: (error) => toast.error(error.message),
    });
  };

  const list = accounts.data ?? [];
  const pendingCount = list.filter((account) => account.role === 'pending').length;
  return (
    <Page
      title="계정 관리"
      lead={accounts.data ? `승인 대기 ${pendingCount}명 · 전체 ${list.length}명` : undefined}
    >
      {accounts.isPending ? <PageLoading /> : null}
      {accounts.isError ? (
        <FormAlert retry={() => void accounts.refetch()}>{accounts.error.message}</FormAlert>
      ) : null}
      <ul className={styles.list} aria-label="계정 목록">
        {list.map((account) => (
          <li key={account.id} className={styles.card}>
            <div className={styles.info}>
              <p className={styles.name}>
                {account.name} <span className={styles.id}>({account.id})</span>
                <span className={`${styles.role} ${styles[account.role]}`}>{roleLabels[account.role]}</span>
              </p>
              <p className={styles.meta}>
                {account.phone || '전화번호 없음'} · 가입 {seoulDate(new Date(account.createdAt))}
              </p>
            </div>
            {account.role === 'owner' ? null : (
              <div className={styles.actions}>
                {account.role === 'pending' ? (
                  <button
                    type="button"
                    className="button"
                    onClick={() => onApprove(account.id)}
                    aria-label={`${account.id} 승인`}
                  >
                    승인
                  </button>
                ) : null}
                {account.role === 'teacher' ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void onReset(account)}
                    disabled={issueReset.isPending}
                    aria-label={`${account.id} 비밀번호 재설정 링크`}
                  >
                    비밀번호 재설정 링크
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button-danger"
                  onClick={() => void onRemove(account)}
                  aria-label={`${account.id} 삭제`}
                >
                  삭제
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {handover ? (
        <ResetLinkDialog account={handover.account} link={handover.link} onClose={() => setHandover(null)} />
      ) : null}
    </Page>
  );
}
