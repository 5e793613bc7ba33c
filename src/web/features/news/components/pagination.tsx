import { Link } from 'react-router';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page, e.g. `/news?page=2`. */
  hrefFor: (page: number) => string;
}

/** Page links that live in the URL, so a page can be bookmarked and the back button works. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  // A window of at most five page numbers around the current one.
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const numbers = Array.from({ length: Math.min(5, pageCount) }, (_, index) => first + index);
  return (
    <nav className={styles.nav} aria-label="페이지">
      {page > 1 ? (
        <Link className={styles.step} to={hrefFor(page - 1)}>
          이전
        </Link>
      ) : null}
      <ul className={styles.list}>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              className={styles.number}
              to={hrefFor(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`${number}쪽`}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link className={styles.step} to={hrefFor(page + 1)}>
          다음
        </Link>
      ) : null}
    </nav>
  );
}
