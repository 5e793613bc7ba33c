/**
 * `/payroll` (강사 정산): a teacher's month — each lesson with the working of its pay under the
 * rule of its day, adjustments for earlier confirmed months, the total, 3.3 % withheld and the
 * net. The owner picks the teacher, sets the rule in a dialog and confirms a finished month
 * (after a confirm), which locks it; a teacher sees their own months only. 인쇄 puts the
 * statement on A4 without the site around it; CSV downloads it for Excel.
 */
import { useState } from 'react';
import { addMonths, monthKey, monthLabel, parseMonth } from '#shared/month.ts';
import { describeRule } from '#shared/payroll-rules.ts';
import { formatSeoulDateTime, seoulDate } from '#shared/time.ts';
import { formatSignedWon } from '#shared/won.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import filters from '../../../components/ui/filter-bar.module.css';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { MonthPicker } from '../../../components/ui/month-picker.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSession } from '../../../lib/session.ts';
import { useMonthParams } from '../../../lib/use-month-params.ts';
import {
  statementCsvUrl,
  useConfirmStatement,
  usePayRules,
  usePayrollTeachers,
  useStatement,
} from '../api/payroll-api.ts';
import { RuleDialog } from '../components/rule-dialog.tsx';
import { StatementLines } from '../components/statement-lines.tsx';
import { StatementTotals } from '../components/statement-totals.tsx';
import styles from './payroll-page.module.css';

/** The first day a new rule may start: the month shown, or the day after the last confirmed month. */
function firstOpenDay(month: string, lockedThrough: string | null): string {
  const shown = `${month}-01`;
  if (lockedThrough === null) return shown;
  const after = `${monthKey(addMonths(parseMonth(lockedThrough, new Date())!, 1))}-01`;
  return after > shown ? after : shown;
}

export function PayrollPage() {
  const session = useSession();
  const user = session.data ?? null;
  const isOwner = user?.role === 'owner';
  // The month and the teacher live in the address, so a statement can be bookmarked; by default
  // the month before this one, the month usually paid.
  const [params, setParams] = useMonthParams('teacher', {
    defaultMonth: (thisMonth) => addMonths(thisMonth, -1),
  });
  const teachers = usePayrollTeachers({ enabled: isOwner });
  const teacherId = isOwner ? (params.teacher ?? teachers.data?.teachers[0]?.id) : user?.id;
  const teacherName = isOwner
    ? teachers.data?.teachers.find((teacher) => teacher.id === teacherId)?.name
    : user?.name;
  const statement = useStatement(params.month, teacherId);
  const rules = usePayRules(teacherId);
  const confirmStatement = useConfirmStatement();
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState(false);

  const title = monthLabel(parseMonth(params.month, new Date())!);
  // A month can be confirmed once it is over in Seoul; the server checks it again.
  const ended = params.month < seoulDate(new Date()).slice(0, 7);
  const data = statement.data?.month === params.month ? statement.data : undefined;
  const currentRule = rules.data?.rules.at(-1) ?? null;

  const onConfirm = async () => {
    if (!data || !teacherId) return;
    const yes = await confirm(`${teacherName} 선생님의 ${title} 정산을 확정하시겠습니까?`, {
      confirmLabel: '정산 확정',
      detail: (
        <p>
          실지급액 <strong>{formatSignedWon(data.net)}</strong> (지급 총액 {formatSignedWon(data.total)},
          원천징수 {formatSignedWon(data.withholding)}). 확정한 달은 바뀌지 않고, 이후 정정은 다음 달 정산에
          조정으로 들어갑니다.
        </p>
      ),
    });
    if (!yes) return;
    confirmStatement.mutate(
      { month: params.month, teacherId },
      {
        onSuccess: () => toast.success(`${teacherName} 선생님의 ${title} 정산을 확정했습니다.`),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <Page
      title="강사 정산"
      lead="선생님별로 한 달의 레슨을 정산 규칙대로 계산하고, 확정하고, 인쇄합니다."
      wide
    >
      <p className={styles.printTitle}>
        {title} 강사 정산서{teacherName ? ` · ${teacherName} 선생님` : ''}
      </p>
      <div className={`${filters.bar} ${styles.toolbar}`}>
        {isOwner && teachers.data ? (
          <div className="field">
            <label htmlFor="payroll-teacher">선생님</label>
            <select
              id="payroll-teacher"
              className="input"
              value={teacherId ?? ''}
              onChange={(event) => setParams({ teacher: event.target.value || undefined })}
            >
              {teachers.data.teachers.map((teacher) => (
                <option key={teacher.id} value={teacher.id}>
                  {teacher.name}
                  {teacher.role === 'owner' ? ' (원장)' : ''}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <MonthPicker
          month={params.month}
          onChange={(month) => setParams({ month })}
          legend="정산 월"
          showLegend
          yearsBack={5}
        />
      </div>

      {teacherId === undefined || (statement.isPending && !statement.data) ? (
        isOwner && teachers.data?.teachers.length === 0 ? (
          <p className={styles.empty}>정산할 선생님이 없습니다.</p>
        ) : (
          <PageLoading />
        )
      ) : statement.isError ? (
        <LoadFailed
          className={styles.error}
          message={statement.error.message}
          retry={() => void statement.refetch()}
        />
      ) : data ? (
        <>
          <section className={styles.rule} aria-labelledby="payroll-rule-heading">
            <div>
              <h2 id="payroll-rule-heading">정산 규칙</h2>
              {data.rules.length === 0 ? (
                <p className={styles.muted}>
                  이 달에 적용할 규칙이 없습니다.{isOwner ? ' 규칙을 정해 주세요.' : ''}
                </p>
              ) : (
                <ul className={styles.rules}>
                  {data.rules.map((rule) => (
                    <li key={rule.from}>
                      <strong>{describeRule(rule)}</strong> · {rule.from}부터 · {rule.statuses.join(', ')}
                      {rule.withholding ? ' · 3.3% 원천징수' : ' · 원천징수 없음'}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {isOwner ? (
              <button
                type="button"
                className={`button button-secondary ${styles.screenOnly}`}
                onClick={() => setEditing(true)}
              >
                규칙 정하기
              </button>
            ) : null}
          </section>

          <StatementTotals statement={data} />
          <p className={styles.state} role="status">
            {data.confirmed ? (
              <>
                <span className={styles.badge} data-confirmed="">
                  확정됨
                </span>{' '}
                {formatSeoulDateTime(data.confirmed.at)} · {data.confirmed.by}
              </>
            ) : (
              <>
                <span className={styles.badge}>미확정</span>{' '}
                {ended ? '확정하면 이 달의 정산서가 고정됩니다.' : '달이 끝난 뒤에 확정할 수 있습니다.'}
              </>
            )}
          </p>

          <div className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={() => window.print()}>
              인쇄
            </button>
            {teacherId ? (
              <a className="button button-secondary" href={statementCsvUrl(params.month, teacherId)} download>
                <span aria-hidden="true">↓</span> CSV
              </a>
            ) : null}
            {isOwner && !data.confirmed ? (
              <button
                type="button"
                className="button"
                disabled={!ended || confirmStatement.isPending}
                onClick={() => void onConfirm()}
              >
                정산 확정
              </button>
            ) : null}
          </div>

          {data.lines.length === 0 ? (
            <p className={styles.empty}>{title}에 기록된 레슨이 없습니다.</p>
          ) : (
            <div className={styles.tableBox}>
              <StatementLines lines={data.lines} caption={`${title} 레슨 ${data.lines.length}건`} />
            </div>
          )}
          {data.adjustments.length > 0 ? (
            <div className={styles.tableBox}>
              <StatementLines
                lines={data.adjustments}
                caption={`지난 확정분 조정 ${data.adjustments.length}건`}
                adjustment
              />
            </div>
          ) : null}
        </>
      ) : (
        <PageLoading />
      )}

      {editing && teacherId && teacherName ? (
        <RuleDialog
          teacher={{ id: teacherId, name: teacherName }}
          current={currentRule}
          defaultFrom={firstOpenDay(params.month, rules.data?.lockedThrough ?? null)}
          onDone={(message) => {
            setEditing(false);
            if (message) toast.success(message);
          }}
        />
      ) : null}
    </Page>
  );
}
