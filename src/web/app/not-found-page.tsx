import { Link } from 'react-router';
import styles from '../components/error-boundary.module.css';
import { paths } from '../config/paths.ts';
import { useDocumentTitle } from '../site-data/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('페이지를 찾을 수 없습니다');
  return (
    <div className={styles.box}>
      <h1>페이지를 찾을 수 없습니다</h1>
      <p>주소가 바뀌었거나 없어진 페이지입니다. 주소를 다시 확인해 주세요.</p>
      <Link className="button" to={paths.home}>
        홈으로 가기
      </Link>
    </div>
  );
}
