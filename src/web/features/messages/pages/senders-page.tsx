/**
 * 사이트 관리 → 알림 발송 (owner; docs/decisions/076): the three ways the studio's messages go
 * out — e-mail over SMTP, 문자·알림톡 through Solapi, and a signed webhook — each with where the
 * one in use comes from, its form, 삭제 and 테스트 발송. Secrets go in and never come back.
 */
import { Link } from 'react-router';
import { BackToSettings } from '../../../components/ui/back-to-settings.tsx';
import { FormAlert } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { useSenders } from '../api/senders-api.ts';
import { SenderCard } from '../components/sender-card.tsx';
import styles from './senders-page.module.css';

export function SendersPage() {
  const senders = useSenders();
  return (
    <Page
      title="알림 발송"
      lead="결제 확인, 수업 전날 알림, 가족 로그인 인증번호 같은 알림을 가족에게 보낼 수단을 정합니다. 휴대폰 번호가 있으면 문자·알림톡으로, 없으면 이메일로, 둘 다 받지 않는 알림은 웹훅으로 보냅니다."
    >
      <BackToSettings className={styles.back} />
      {senders.isPending ? (
        <PageLoading />
      ) : senders.isError ? (
        <FormAlert>{senders.error.message}</FormAlert>
      ) : (
        <div className={styles.list}>
          {senders.data.senders.map((state) => (
            <SenderCard key={state.kind} state={state} />
          ))}
          <p className={styles.note}>
            비밀번호와 시크릿은 암호화해 저장하고 다시 보여 드리지 않습니다(끝 네 글자만 보입니다). 백업
            파일과 데이터 내보내기에도 담기지 않습니다. 보낼 수단이 하나도 없으면 알림은{' '}
            <Link to={paths.messages}>발송함</Link>에 남아 카카오톡으로 복사해 보낼 수 있습니다.
          </p>
        </div>
      )}
    </Page>
  );
}
