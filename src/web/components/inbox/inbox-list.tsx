/**
 * A staff inbox of requests from visitors (상담 신청, 주문 요청): newest first, one card each,
 * a page at a time. The list's states (loading, refusal with 다시 시도, empty) and the pager are
 * the same for every inbox; the feature hands in its query, its words and its card.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../ui/load-failed.tsx';
import { PageLoading } from '../ui/page-loading.tsx';
import styles from './inbox.module.css';

interface InboxPage<T> {
  items: T[];
  total: number;
  pageSize: number;
}

interface InboxListProps<T> {
  query: UseQueryResult<InboxPage<T>, Error>;
  page: number;
  onPage(page: number): void;
  /** `상담 신청을 불러오는 중...` */
  loadingLabel: string;
  emptyText: string;
  /** The pager's name: `상담 신청 쪽`. */
  pagerLabel: string;
  itemKey(item: T): string | number;
  renderItem(item: T): ReactNode;
}

export function InboxList<T>({
  query,
  page,
  onPage,
  loadingLabel,
  emptyText,
  pagerLabel,
  itemKey,
  renderItem,
}: InboxListProps<T>) {
  if (query.isPending) return <PageLoading label={loadingLabel} />;
  if (query.isError) {
    return (
      <LoadFailed className={styles.empty} message={query.error.message} retry={() => void query.refetch()} />
    );
  }
  const { items, total, pageSize } = query.data;
  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ol>
      {total > pageSize ? (
        <nav className={styles.pager} aria-label={pagerLabel}>
          <button
            type="button"
            className="button button-secondary"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            이전
          </button>
          <span>
            {page} / {Math.ceil(total / pageSize)}쪽
          </span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page * pageSize >= total}
            onClick={() => onPage(page + 1)}
          >
            다음
          </button>
        </nav>
      ) : null}
    </>
  );
}

/** The page number in the address (`?page=2`); anything else is the first page. */
export function pageFromSearch(search: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(search.get('page'))) || 1);
}
