/** For the owner: each teacher's month side by side. */
import type { TeacherFigures } from '#shared/schemas/stats.ts';
import { formatWon } from '#shared/won.ts';
import { type Column, SortableTable } from './sortable-table.tsx';
import { lessonTotal } from './summary-cards.tsx';

export function TeacherBreakdown({ rows }: { rows: TeacherFigures[] }) {
  const columns: Column<TeacherFigures>[] = [
    { key: 'name', label: '선생님', render: (row) => row.teacherName, sortValue: (row) => row.teacherName },
    {
      key: 'sales',
      label: '매출',
      numeric: true,
      render: (row) => formatWon(row.sales),
      sortValue: (row) => row.sales,
    },
    { key: 'lessons', label: '레슨', numeric: true, render: (row) => `${lessonTotal(row)}회` },
    { key: 'new', label: '신규', numeric: true, render: (row) => `${row.newStudents}명` },
    { key: 'unused', label: '남은 선불 레슨', numeric: true, render: (row) => `${row.unusedLessons}회` },
    { key: 'value', label: '그 값', numeric: true, render: (row) => formatWon(row.unusedValue) },
  ];
  return (
    <SortableTable
      caption="선생님별 현황"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.teacherId}
      empty="이 달에는 기록이 없습니다."
    />
  );
}
