/**
 * A section's 변경 기록 on its settings page: every published version, newest first, with who
 * published it (null: the first-start defaults), when (Seoul), what it changed, and a way to
 * publish it again.
 */

import { useId, useState } from 'react';
import type { SiteSectionKey } from '#shared/schemas/site-content.ts';
import { formatSeoulDateTime } from '#shared/time.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { type HistoryEntry, useSectionHistory } from '../api/settings-api.ts';
import styles from './section-history.module.css';

export function publisherOf(entry: { publishedBy: string | null }): string {
  return entry.publishedBy ?? '처음 기본값';
}

function changedLabels(changed: string[], fieldLabels: Record<string, string>): string {
  return changed.map((field) => fieldLabels[field] ?? field).join(', ');
}

interface SectionHistoryProps<Key extends SiteSectionKey> {
  sectionKey: Key;
  fieldLabels: Record<string, string>;
  /** The version published now: it cannot be restored, it is what is there. */
  currentVersion: number;
  busy: boolean;
  onRestore(entry: HistoryEntry<Key>): void;
}

export function SectionHistory<Key extends SiteSectionKey>({
  sectionKey,
  fieldLabels,
  currentVersion,
  busy,
  onRestore,
}: SectionHistoryProps<Key>) {
  const [page, setPage] = useState(1);
  const history = useSectionHistory(sectionKey, page);
  const headingId = useId();
  const data = history.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        변경 기록
      </h2>
      <p className="field-hint">
        게시한 버전이 최신순으로 남습니다. 예전 버전을 되돌리면 그 내용이 새 버전으로 게시됩니다.
      </p>
      {history.isPending ? <p className={styles.muted}>변경 기록을 불러오는 중입니다...</p> : null}
      {history.isError ? <FormAlert>{history.error.message}</FormAlert> : null}
      {data && data.items.length === 0 ? <p className={styles.muted}>아직 게시된 버전이 없습니다.</p> : null}
      {data && data.items.length > 0 ? (
        <ol className={styles.list} aria-label="게시한 버전">
          {data.items.map((entry) => {
            const current = entry.version === currentVersion;
            const changed = changedLabels(entry.changed, fieldLabels);
            return (
              <li key={entry.version} className={styles.item}>
                <div className={styles.top}>
                  <strong className={styles.version}>버전 {entry.version}</strong>
                  {current ? <span className={styles.badge}>지금 게시 중</span> : null}
                  {entry.restoredFrom !== null ? (
                    <span className={styles.restored}>버전 {entry.restoredFrom} 되돌림</span>
                  ) : null}
                </div>
                <p className={styles.meta}>
                  <time dateTime={entry.publishedAt}>{formatSeoulDateTime(entry.publishedAt)}</time>
                  <span aria-hidden="true"> · </span>
                  <span>{publisherOf(entry)}</span>
                </p>
                <p className={styles.changed}>
                  <span className={styles.changedLabel}>바뀐 항목</span>{' '}
                  {changed || (entry.publishedBy === null ? '처음 내용' : '없음')}
                </p>
                {current ? null : (
                  <button
                    type="button"
                    className={`button button-secondary ${styles.restore}`}
                    aria-label={`이 버전으로 되돌리기 (버전 ${entry.version})`}
                    disabled={busy}
                    onClick={() => onRestore(entry)}
                  >
                    이 버전으로 되돌리기
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      {pageCount > 1 ? (
        <nav className={styles.pager} aria-label="변경 기록 페이지">
          <button
            type="button"
            className="button button-secondary"
            disabled={page <= 1}
            onClick={() => setPage((number) => number - 1)}
          >
            더 최근
          </button>
          <span>
            {page} / {pageCount}쪽
          </span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page >= pageCount}
            onClick={() => setPage((number) => number + 1)}
          >
            더 예전
          </button>
        </nav>
      ) : null}
    </section>
  );
}
