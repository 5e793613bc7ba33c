/** A signed-in teacher on a page only the owner may use. */
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './notice.module.css';

export function ForbiddenNotice() {
  return (
    <Page title="권한이 없습니다">
      <div className={styles.notice}>
        <p>이 페이지는 원장님만 사용할 수 있습니다.</p>
        <p>
          <Link to={paths.home}>홈으로 가기</Link>
        </p>
      </div>
    </Page>
  );
}
