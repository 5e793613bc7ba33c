/** The spec's two tables of the month: lessons (date, student, status) and payments. */
import { dayLabel } from '#shared/day-labels.ts';
import type { MonthLesson, MonthPayment } from '#shared/schemas/stats.ts';
import { formatWon } from '#shared/won.ts';
import { type Column, SortableTable } from './sortable-table.tsx';
import styles from './stats-section.module.css';

type NameOf = (teacherId: string) => string | undefined;

function teacherColumn<Row extends { teacherId: string }>(nameOf: NameOf): Column<Row> {
  return {
    key: 'teacher',
    label: '선생님',
    render: (row) => nameOf(row.teacherId) ?? row.teacherId,
    sortValue: (row) => nameOf(row.teacherId) ?? row.teacherId,
  };
}

const dateOf = (day: string) => <time dateTime={day}>{dayLabel(day)}</time>;

export function LessonsTable({ rows, teacherName }: { rows: MonthLesson[]; teacherName?: NameOf }) {
  const columns: Column<MonthLesson>[] = [
    { key: 'date', label: '날짜', render: (row) => dateOf(row.lessonDay), sortValue: (row) => row.lessonDay },
    { key: 'name', label: '학생', render: (row) => row.name, sortValue: (row) => row.name },
    { key: 'status', label: '상태', render: (row) => <span className={styles.status}>{row.status}</span> },
  ];
  if (teacherName) columns.push(teacherColumn(teacherName));
  return (
    <SortableTable
      caption="레슨 기록"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty="이 달에 기록된 레슨이 없습니다."
    />
  );
}

export function PaymentsTable({ rows, teacherName }: { rows: MonthPayment[]; teacherName?: NameOf }) {
  const columns: Column<MonthPayment>[] = [
    { key: 'date', label: '날짜', render: (row) => dateOf(row.payDay), sortValue: (row) => row.payDay },
    {
      key: 'name',
      label: '학생',
      render: (row) => (
        <>
          {row.name}
          {row.kind === 'refund' ? <span className={styles.refund}>환불</span> : null}
        </>
      ),
      sortValue: (row) => row.name,
    },
    { key: 'amount', label: '금액', numeric: true, render: (row) => formatWon(row.pay) },
    { key: 'lessons', label: '레슨', numeric: true, render: (row) => `${row.lesson}회` },
    { key: 'method', label: '결제 방법', render: (row) => row.method },
  ];
  if (teacherName) columns.push(teacherColumn(teacherName));
  const total = rows.reduce((sum, row) => sum + row.pay, 0);
  return (
    <SortableTable
      caption="결제 기록"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty="이 달에 받은 결제가 없습니다."
      footer={
        rows.length > 0 ? (
          <tr>
            <th scope="row" colSpan={2}>
              합계
            </th>
            <td className={styles.numeric}>{formatWon(total)}</td>
            <td colSpan={columns.length - 3} />
          </tr>
        ) : null
      }
    />
  );
}
