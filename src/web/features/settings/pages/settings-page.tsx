/**
 * /settings, the owner's menu of the studio's content: each section that can be edited in the
 * browser, what it feeds, and the version published now.
 */
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { sectionMenu } from '../editors/section-menu.ts';
import styles from './settings-page.module.css';

export function SettingsPage() {
  const site = useSite();
  return (
    <Page
      title="사이트 관리"
      lead="홈페이지에 보이는 학원 정보와 안내 내용을 고치고 게시합니다. 게시하면 바로 홈페이지에 보입니다."
      wide
    >
      <ul className={styles.list} aria-label="고칠 수 있는 항목">
        {sectionMenu.map((editor) => (
          <li key={editor.key}>
            <Link className={styles.card} to={paths.settings.section(editor.key)}>
              <span className={styles.title}>{editor.title}</span>
              <span className={styles.description}>{editor.description}</span>
              <span className={styles.version}>지금 게시된 버전 {site.versions[editor.key] ?? 0}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className={`${styles.list} ${styles.more}`} aria-label="학원 데이터">
        <li>
          <Link className={styles.card} to={paths.paymentSettings}>
            <span className={styles.title}>결제</span>
            <span className={styles.description}>
              청구서의 결제 링크에 보이는 입금 계좌입니다. 가족은 이 계좌로 보내고, 학원에서 확인해 결제
              완료로 바꿉니다.
            </span>
          </Link>
        </li>
        <li>
          <Link className={styles.card} to={paths.senderSettings}>
            <span className={styles.title}>알림 발송</span>
            <span className={styles.description}>
              가족에게 알림을 보낼 이메일(SMTP), 문자·알림톡(Solapi), 웹훅을 설정하고 테스트 발송으로
              확인합니다.
            </span>
          </Link>
        </li>
        <li>
          <Link className={styles.card} to={paths.backup}>
            <span className={styles.title}>백업·내보내기</span>
            <span className={styles.description}>
              모든 기록과 사진을 백업 파일로 내려받고, 학생·레슨·결제 기록을 엑셀용 CSV로 내보냅니다.
            </span>
          </Link>
        </li>
        <li>
          <Link className={styles.card} to={paths.system}>
            <span className={styles.title}>시스템</span>
            <span className={styles.description}>
              사이트의 버전, 데이터베이스, 마지막 백업, HTTPS를 보고 새 버전이 나오면 업데이트합니다.
            </span>
          </Link>
        </li>
      </ul>
    </Page>
  );
}
