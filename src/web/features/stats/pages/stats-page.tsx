/**
 * `/managelesson` (레슨 관리): the month's sales, lessons and payments (spec §2 "Monthly
 * statistics"), with summary cards, a 12-month chart, the 출석부 and CSV files. The owner sees
 * the whole studio and each teacher; a teacher sees their own students only (the server decides).
 * Printed (Ctrl+P), the page is the month on paper: the figures, the chart and both lists, without
 * the site's menu and footer or the page's controls; the 출석부 prints on its own button.
 */
import { type ComponentProps, type ReactNode, useCallback, useState } from 'react';
import { monthLabel, parseMonth } from '#shared/month.ts';
import { formatWon } from '#shared/won.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { MonthPicker } from '../../../components/ui/month-picker.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useMonthParams } from '../../../lib/use-month-params.ts';
import { useAttendance, useMonthLessons, useMonthPayments, useStats } from '../api/stats-api.ts';
import { AttendancePrintLayer } from '../components/attendance-print.tsx';
import { AttendanceLegend, AttendanceRegister } from '../components/attendance-register.tsx';
import { ExportLink } from '../components/export-links.tsx';
import { LessonsTable, PaymentsTable } from '../components/month-tables.tsx';
import { SalesChart } from '../components/sales-chart.tsx';
import section from '../components/stats-section.module.css';
import { SummaryCards } from '../components/summary-cards.tsx';
import { TeacherBreakdown } from '../components/teacher-breakdown.tsx';
import { TeacherFilter } from '../components/teacher-filter.tsx';
import styles from './stats-page.module.css';

export function StatsPage() {
  // The month and the teacher live in the address, so a month can be bookmarked.
  const [params, setParams] = useMonthParams('teacher');
  const stats = useStats(params);
  const lessons = useMonthLessons(params);
  const payments = useMonthPayments(params);
  const attendance = useAttendance(params);
  const [printing, setPrinting] = useState(false);
  const donePrinting = useCallback(() => setPrinting(false), []);

  const monthName = monthLabel(parseMonth(params.month, new Date())!);
  const teachers = stats.data?.teachers;
  const nameOf = teachers ? (id: string) => teachers.find((teacher) => teacher.id === id)?.name : undefined;
  const wholeStudio = teachers !== undefined && params.teacher === undefined;
  const teacherName = wholeStudio ? nameOf : undefined;
  const registerTitle = `${monthName} 출석부${params.teacher && nameOf ? ` — ${nameOf(params.teacher)} 선생님` : ''}`;
  // On paper the month and whose figures they are, which the pickers say on screen.
  const printTitle = `${monthName}${params.teacher && nameOf ? ` · ${nameOf(params.teacher)} 선생님` : wholeStudio ? ' · 학원 전체' : ''}`;

  return (
    <Page title="레슨 관리" lead="한 달의 매출, 레슨, 결제와 출석부를 봅니다." wide>
      <p className={styles.printTitle}>{printTitle}</p>
      <div className={`${styles.toolbar} ${section.screenOnly}`}>
        <MonthPicker
          month={params.month}
          onChange={(month) => setParams({ month })}
          legend="조회할 달"
          yearsBack={9}
          thisMonthButton
        />
        {teachers ? (
          <TeacherFilter
            teachers={teachers}
            value={params.teacher}
            onChange={(teacher) => setParams({ teacher })}
          />
        ) : null}
      </div>

      {stats.isPending ? (
        <PageLoading />
      ) : stats.isError ? (
        <LoadFailed
          className={styles.error}
          message={stats.error.message}
          retry={() => void stats.refetch()}
        />
      ) : (
        <div>
          <h2 className="visually-hidden">{monthName} 요약</h2>
          <p className={styles.status} role="status">
            {monthName} 매출 <strong>{formatWon(stats.data.sales)}</strong>
          </p>
          <SummaryCards figures={stats.data} monthName={monthName} />
          <section className={section.section} aria-labelledby="sales-chart-heading">
            <h2 id="sales-chart-heading" className="visually-hidden">
              매출 추이
            </h2>
            <SalesChart bars={stats.data.chart} />
          </section>
          {wholeStudio && stats.data.byTeacher ? (
            <section className={section.section} aria-labelledby="by-teacher-heading">
              <div className={section.heading}>
                <h2 id="by-teacher-heading">선생님별</h2>
              </div>
              <TeacherBreakdown rows={stats.data.byTeacher} />
            </section>
          ) : null}
        </div>
      )}

      <div className={section.twoColumns}>
        <MonthRecords kind="lessons" title="레슨 기록" params={params}>
          {lessons.data && <LessonsTable rows={lessons.data} teacherName={teacherName} />}
        </MonthRecords>
        <MonthRecords kind="payments" title="결제 기록" params={params}>
          {payments.data && <PaymentsTable rows={payments.data} teacherName={teacherName} />}
        </MonthRecords>
      </div>

      <section className={`${section.section} ${section.screenOnly}`} aria-labelledby="attendance-heading">
        <div className={section.heading}>
          <h2 id="attendance-heading">출석부</h2>
          <div className={styles.actions}>
            <ExportLink params={params} kind="attendance" />
            <button
              type="button"
              className="button button-secondary"
              disabled={!attendance.data}
              onClick={() => setPrinting(true)}
            >
              출석부 인쇄
            </button>
          </div>
        </div>
        {attendance.data ? (
          <>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
            <section className={styles.registerScroll} aria-label={registerTitle} tabIndex={0}>
              <AttendanceRegister
                register={attendance.data}
                title={registerTitle}
                teacherName={teacherName}
              />
            </section>
            <AttendanceLegend />
          </>
        ) : (
          <PageLoading />
        )}
      </section>

      {printing && attendance.data ? (
        <AttendancePrintLayer onDone={donePrinting}>
          <AttendanceRegister register={attendance.data} title={registerTitle} teacherName={teacherName} />
          <AttendanceLegend />
        </AttendancePrintLayer>
      ) : null}
    </Page>
  );
}

type MonthRecordsProps = ComponentProps<typeof ExportLink> & { title: string; children: ReactNode };

/** One of the month's two lists, with its CSV file; loading until its rows arrive. */
function MonthRecords({ kind, title, params, children }: MonthRecordsProps) {
  return (
    <section className={section.section} aria-labelledby={`${kind}-heading`}>
      <div className={section.heading}>
        <h2 id={`${kind}-heading`}>{title}</h2>
        <ExportLink params={params} kind={kind} />
      </div>
      {children || <PageLoading />}
    </section>
  );
}
