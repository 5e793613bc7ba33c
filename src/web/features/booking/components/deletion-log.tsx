/**
 * 삭제 기록 of the chosen date: who, which room and hour, when it was deleted; newest first.
 * Keyed by date where it is used, so a new date starts on the first page.
 */
import { useState } from 'react';
import { roomLabel } from '#shared/booking-rules.ts';
import { formatSeoulDateTime, hourLabel } from '#shared/time.ts';
import { useSite } from '../../../site-data/site-context.tsx';
import { useLogPage } from '../api/deletion-logs.ts';
import styles from './deletion-log.module.css';

export function DeletionLog({ date, live }: { date: string; live: boolean }) {
  const [page, setPage] = useState(0);
  const { board } = useSite();
  const { data, isPending, isError } = useLogPage(date, page, live);

  return (
    <section className={styles.section} aria-labelledby="deletion-log-title">
      <h2 id="deletion-log-title" className={styles.heading}>
        삭제 기록
      </h2>
      {isPending ? (
        <p className={styles.note}>불러오는 중…</p>
      ) : isError ? (
        <p className={styles.note} role="alert">
          삭제 기록을 불러오지 못했습니다. 잠시 후 자동으로 다시 시도합니다.
        </p>
      ) : data.entries.length === 0 ? (
        <p className={styles.note}>
          {page === 0 ? '이 날짜에 삭제된 예약이 없습니다.' : '기록이 더 없습니다.'}
        </p>
      ) : (
        <div className={styles.wrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">이름</th>
                <th scope="col">방</th>
                <th scope="col">시간</th>
                <th scope="col">삭제 시각</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={`${entry.deleteTime}-${entry.room}-${entry.time}`}>
                  <td>{entry.name}</td>
                  <td>{roomLabel(entry.room, board)}</td>
                  <td>{hourLabel(entry.time)}</td>
                  <td>{formatSeoulDateTime(entry.deleteTime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page > 0 || data?.hasNext ? (
        <nav className={styles.pager} aria-label="삭제 기록 페이지">
          <button
            type="button"
            className="button button-secondary"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            이전
          </button>
          <span aria-live="polite">{page + 1}쪽</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={!data?.hasNext}
            onClick={() => setPage(page + 1)}
          >
            다음
          </button>
        </nav>
      ) : null}
    </section>
  );
}
