import { Link } from 'react-router';
import type { NewsListItem } from '#shared/schemas/news.ts';
import { uploadSrcSet } from '#shared/upload-images.ts';
import { paths } from '../../../config/paths.ts';
import { imageLoading } from '../../../lib/image-loading.ts';
import defaultThumbnail from '../assets/default-thumbnail.svg';
import { postDate } from '../lib/format.ts';
import styles from './news-row.module.css';

/** How wide a thumbnail is drawn (news-row.module.css): 88px up to 400px, else 112px. */
const THUMBNAIL_SIZES = '(max-width: 400px) 88px, 112px';

/**
 * One row of the list: thumbnail, title and date, all one link to the post. The thumbnail's
 * box is fixed (4:3, cropped to fit), so nothing moves when it arrives; at most 336 pixels wide
 * on a 3× phone, it comes from the 480px copy of an upload instead of the whole picture. The
 * first row's thumbnail is fetched first: with short titles it is the largest paint on a phone.
 */
export function NewsRow({ item, priority = false }: { item: NewsListItem; priority?: boolean }) {
  const date = postDate(item.writeDay);
  const srcSet = item.thumbnailUrl ? uploadSrcSet(item.thumbnailUrl) : undefined;
  return (
    <li className={styles.row}>
      <Link to={paths.news.post(item.postId)} className={styles.link}>
        <img
          className={styles.thumbnail}
          src={item.thumbnailUrl ?? defaultThumbnail}
          srcSet={srcSet}
          sizes={srcSet ? THUMBNAIL_SIZES : undefined}
          alt=""
          width={160}
          height={120}
          {...imageLoading(priority)}
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
