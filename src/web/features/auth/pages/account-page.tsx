/**
 * /account (내 계정): who is signed in, the password change, and signing out every other
 * browser — a phone left signed in at a lesson, a shared computer.
 */
import { useId, useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { roleLabels, useSession } from '../../../lib/session.ts';
import { useEndOtherSessions } from '../api/own-account.ts';
import { type Answer, AnswerLines } from '../components/answer-lines.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import styles from './account-page.module.css';

export function AccountPage() {
  const id = useId();
  const { data: user } = useSession();
  const endOthers = useEndOtherSessions();
  const confirm = useConfirm();
  const [ended, setEnded] = useState<Answer>(null);

  const onEndOthers = async () => {
    const sure = await confirm('다른 기기와 브라우저에서 모두 로그아웃할까요?', {
      detail: '지금 쓰는 이 브라우저는 로그인된 채로 남습니다.',
      confirmLabel: '모두 로그아웃',
    });
    if (!sure) return;
    setEnded(null);
    try {
      setEnded({ tone: 'success', text: (await endOthers.mutateAsync()).message });
    } catch (failure) {
      setEnded({ tone: 'error', text: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  if (!user) return null;
  return (
    <Page title="내 계정">
      <dl className={styles.facts}>
        <Fact term="이름">{user.name}</Fact>
        <Fact term="아이디">{user.id}</Fact>
        <Fact term="권한">{roleLabels[user.role]}</Fact>
      </dl>
      <ChangePasswordForm />
      <section className={styles.sessions} aria-labelledby={`${id}-sessions`}>
        <h2 id={`${id}-sessions`} className={styles.title}>
          다른 기기에서 로그아웃
        </h2>
        <p className={styles.text}>
          학원 컴퓨터나 다른 사람의 휴대폰에 로그인한 채로 두었다면, 여기서 한 번에 로그아웃할 수 있습니다.
          비밀번호를 바꿀 때도 다른 기기에서는 로그아웃됩니다.
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={onEndOthers}
          disabled={endOthers.isPending}
        >
          다른 기기에서 모두 로그아웃
        </button>
        <AnswerLines answer={ended} successClass={styles.success} errorClass={styles.error} />
      </section>
    </Page>
  );
}
