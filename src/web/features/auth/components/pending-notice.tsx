/** What a signed-up account sees until the owner approves it (DESIGN §1 roles). */
import { Page } from '../../../components/ui/page.tsx';
import styles from './notice.module.css';

export function PendingNotice() {
  return (
    <Page title="승인 대기 중">
      <div className={styles.notice}>
        <p>
          회원가입이 완료되었고, <strong>원장님의 승인을 기다리고 있습니다.</strong>
        </p>
        <p>
          승인되면 학생 관리, 레슨 관리, 시간표 메뉴를 사용할 수 있습니다. 승인 후 이 페이지를 새로 고쳐
          주세요.
        </p>
      </div>
    </Page>
  );
}
