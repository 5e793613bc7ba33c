/**
 * /office, the staff's home and where they land after signing in. Phone first: the day's
 * lessons, then what waits (late 결석 신청, 미수, packages, enquiries, orders, the outbox and
 * the backup), then the week. From 1024px the day and the lists sit side by side. The owner
 * sees the whole studio; a teacher the same page for their own students (the server decides).
 */
import { useSearchParams } from 'react-router';
import { mondayOf } from '#shared/calendar-rules.ts';
import { dayLabel } from '#shared/day-labels.ts';
import { addDays, isCalendarDate } from '#shared/time.ts';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useSeoulNow } from '../../../lib/use-seoul-now.ts';
import { useOfficeToday } from '../api/office-api.ts';
import { CashReceiptTodo } from '../components/cash-receipt-todo.tsx';
import { DayLessons } from '../components/day-lessons.tsx';
import styles from '../components/office.module.css';
import { StuckRefunds } from '../components/stuck-refunds.tsx';
import { StudioWeek } from '../components/studio-week.tsx';
import { WaitingLists } from '../components/waiting-lists.tsx';

export function OfficePage() {
  const { today } = useSeoulNow();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked && isCalendarDate(asked) ? asked : today;
  const askedWeek = search.get('week');
  const monday = askedWeek && isCalendarDate(askedWeek) ? mondayOf(askedWeek) : mondayOf(date);
  const day = useOfficeToday(date);
  const go = (next: { date?: string; week?: string }) => {
    const params: Record<string, string> = {};
    const nextDate = next.date ?? date;
    if (nextDate !== today) params.date = nextDate;
    if (next.week && next.week !== mondayOf(nextDate)) params.week = next.week;
    setSearch(params);
  };
  const title = date === today ? '오늘' : dayLabel(date);
  const lead =
    day.data?.scope === 'teacher'
      ? `${dayLabel(date)} · 내 학생의 수업과 할 일`
      : `${dayLabel(date)} · 학원 전체의 수업과 할 일`;

  return (
    <Page title={title} lead={lead} wide>
      <nav className={styles.dayNav} aria-label="날짜 바꾸기">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => go({ date: addDays(date, -1) })}
        >
          이전 날
        </button>
        {date !== today ? (
          <button type="button" className="button button-secondary" onClick={() => go({ date: today })}>
            오늘로
          </button>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => go({ date: addDays(date, 1) })}
        >
          다음 날
        </button>
      </nav>
      {day.isPending ? (
        <PageLoading />
      ) : day.isError ? (
        <p role="alert">{day.error.message}</p>
      ) : (
        <>
          <div className={styles.columns}>
            <div className={styles.dayColumn}>
              <DayLessons today={day.data} />
            </div>
            <div className={styles.listColumn}>
              <StuckRefunds />
              <CashReceiptTodo today={today} />
              <WaitingLists today={day.data} />
            </div>
          </div>
          <StudioWeek today={day.data} monday={monday} onWeek={(week) => go({ week })} />
        </>
      )}
    </Page>
  );
}
