/**
 * A year's public holidays, read-only: the owner sees what is closed already without entering
 * it. 대체공휴일 are labelled; days already behind are dimmed. A year the site does not know
 * yet says so: the government announces the next year's holidays in the summer before.
 */
import { isSubstituteHoliday } from '#shared/closure-rules.ts';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useHolidays } from '../api/closures-api.ts';
import { formatDay } from '../lib/closure-dates.ts';
import styles from './holiday-list.module.css';

export function HolidayList({ year, today }: { year: number; today: string }) {
  const holidays = useHolidays(year);
  const headingId = `holidays-${year}`;

  return (
    <section className={styles.year} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {year}년 공휴일
        {holidays.data?.covered ? (
          <span className={styles.count}>{holidays.data.holidays.length}일</span>
        ) : null}
      </h3>
      {holidays.isPending ? (
        <PageLoading label={`${year}년 공휴일을 불러오는 중...`} />
      ) : holidays.isError ? (
        <div role="alert" className={styles.note}>
          <p>{holidays.error.message}</p>
          <button type="button" className="button button-secondary" onClick={() => void holidays.refetch()}>
            다시 시도
          </button>
        </div>
      ) : !holidays.data.covered ? (
        <p className={styles.note}>
          {year}년 공휴일은 아직 발표되지 않았습니다. 발표되면 사이트를 업데이트할 때 함께 들어옵니다.
        </p>
      ) : (
        <ul className={styles.list}>
          {holidays.data.holidays.map((holiday) => {
            const substitute = isSubstituteHoliday(holiday.name);
            return (
              <li
                key={holiday.date}
                className={styles.item}
                data-past={holiday.date < today ? '' : undefined}
              >
                <span className={styles.date}>{formatDay(holiday.date, year)}</span>
                <span className={styles.name}>
                  {substitute ? holiday.name.replace(/^대체공휴일\((.*)\)$/u, '$1') : holiday.name}
                  {substitute ? <span className={styles.substitute}>대체공휴일</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
