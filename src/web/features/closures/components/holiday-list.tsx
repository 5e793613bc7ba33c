/**
 * A year's public holidays: the owner sees what is closed already without entering it, and may
 * teach on one (이 날은 수업함) or give it back (다시 쉬기). 대체공휴일 are labelled; days
 * already behind are dimmed and keep what was decided. A year the site does not know yet says
 * so: the government announces the next year's holidays in the summer before.
 */
import { isSubstituteHoliday } from '#shared/closure-rules.ts';
import type { HolidayItem } from '#shared/schemas/closures.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useHolidayOpening, useHolidays } from '../api/closures-api.ts';
import { formatDay } from '../lib/closure-dates.ts';
import styles from './holiday-list.module.css';

export function HolidayList({ year, today }: { year: number; today: string }) {
  const holidays = useHolidays(year);
  const opening = useHolidayOpening();
  const toast = useToast();
  const headingId = `holidays-${year}`;

  const toggle = (holiday: HolidayItem) => {
    const day = formatDay(holiday.date, year);
    opening.mutate(
      { date: holiday.date, open: !holiday.open },
      {
        onSuccess: (changed) =>
          toast.success(
            changed.open
              ? `${day} ${changed.name}에 수업합니다. 시간표에 이 날의 수업이 잡힙니다.`
              : `${day} ${changed.name}은(는) 다시 쉬는 날입니다.`,
          ),
        onError: (error) => toast.error(error.message),
      },
    );
  };

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
        <LoadFailed
          className={styles.note}
          message={holidays.error.message}
          retry={() => void holidays.refetch()}
        />
      ) : !holidays.data.covered ? (
        <p className={styles.note}>
          {year}년 공휴일은 아직 발표되지 않았습니다. 발표되면 사이트를 업데이트할 때 함께 들어옵니다.
        </p>
      ) : (
        <ul className={styles.list}>
          {holidays.data.holidays.map((holiday) => {
            const substitute = isSubstituteHoliday(holiday.name);
            const past = holiday.date < today;
            const day = formatDay(holiday.date, year);
            const busy = opening.isPending && opening.variables.date === holiday.date;
            return (
              <li
                key={holiday.date}
                className={styles.item}
                data-past={past ? '' : undefined}
                data-open={holiday.open ? '' : undefined}
              >
                <span className={styles.date}>{day}</span>
                <span className={styles.name}>
                  {substitute ? holiday.name.replace(/^대체공휴일\((.*)\)$/u, '$1') : holiday.name}
                  {substitute ? <span className={styles.substitute}>대체공휴일</span> : null}
                  {holiday.open ? <span className={styles.opened}>수업함</span> : null}
                </span>
                {past ? null : (
                  <button
                    type="button"
                    className={`button button-secondary ${styles.toggle}`}
                    aria-label={
                      holiday.open
                        ? `${day} ${holiday.name} 다시 쉬기`
                        : `${day} ${holiday.name} 이 날은 수업함`
                    }
                    disabled={busy}
                    onClick={() => toggle(holiday)}
                  >
                    {holiday.open ? '다시 쉬기' : '이 날은 수업함'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
