/** The latest three posts for the home page; renders nothing while there are none. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { newsListQuery } from './api/news-api.ts';
import styles from './latest-news.module.css';
import { postDate } from './lib/format.ts';

export function LatestNews() {
  const list = useQuery(newsListQuery(1));
  const items = list.data?.items.slice(0, 3) ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="latest-news-heading">
      <div className={styles.header}>
        <h2 id="latest-news-heading" className={styles.heading}>
          학원 소식
        </h2>
        <Link to={paths.news.list} className={styles.more}>
          소식 전체 보기
        </Link>
      </div>
      <ul className={styles.list}>
        {items.map((item) => {
          const date = postDate(item.writeDay);
          return (
            <li key={item.postId} className={styles.item}>
              <Link to={paths.news.post(item.postId)} className={styles.link}>
                {item.title}
              </Link>
              <time className={styles.date} dateTime={date}>
                {date}
              </time>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
