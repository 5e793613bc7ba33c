import { Link } from 'react-router';
import type { NewsListItem } from '#shared/schemas/news.ts';
import { paths } from '../../../app/paths.ts';
import defaultThumbnail from '../assets/default-thumbnail.svg';
import { postDate } from '../lib/format.ts';
import styles from './news-row.module.css';

/** One row of the list: thumbnail, title and date, all one link to the post. */
export function NewsRow({ item }: { item: NewsListItem }) {
  const date = postDate(item.writeDay);
  return (
    <li className={styles.row}>
      <Link to={paths.news.post(item.postId)} className={styles.link}>
        <img
          className={styles.thumbnail}
          src={item.thumbnailUrl ?? defaultThumbnail}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.text}>
          <span className={styles.title}>{item.title}</span>
          <time className={styles.date} dateTime={date}>
            {date}
          </time>
        </span>
      </Link>
    </li>
  );
}
