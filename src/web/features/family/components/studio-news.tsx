/** 학원 소식: the latest few posts, each linking to the post on the studio's site. */
import { Link } from 'react-router';
import { seoulDate } from '#shared/time.ts';
import { paths } from '../../../config/paths.ts';
import { useStudioNews } from '../api/family-api.ts';
import styles from './portal.module.css';

const SHOWN = 3;

export function StudioNews() {
  const news = useStudioNews();
  const items = news.data?.items.slice(0, SHOWN) ?? [];
  return (
    <section className={styles.section} aria-labelledby="news-title">
      <h2 id="news-title">학원 소식</h2>
      {items.length === 0 ? (
        <p className={styles.empty}>새 소식이 없습니다.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.postId} className={styles.row}>
              <Link to={paths.news.post(item.postId)}>{item.title}</Link>
              <span className={styles.state}>{seoulDate(new Date(item.writeDay))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
