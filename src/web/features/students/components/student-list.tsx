/**
 * The student list (spec §2) with its search and order. The search filters as the teacher
 * types, on the list already loaded, with the matcher the server's `?q=` uses
 * (shared/student-search.ts): a name, its 초성 ("ㄱㅁㅈ") or a piece of the phone number.
 */
import { useId, useState } from 'react';
import type { LessonRecord, StudentListItem } from '#shared/schemas/students.ts';
import {
  filterStudents,
  STUDENT_QUERY_MAX,
  STUDENT_SORTS,
  type StudentSort,
  sortStudents,
  studentSortLabels,
} from '#shared/student-search.ts';
import { ChoiceSelect } from '../../../components/ui/choice-select.tsx';
import styles from './student-list.module.css';
import { type RowActions, StudentRow } from './student-row.tsx';

interface StudentListProps {
  students: StudentListItem[];
  actions: RowActions;
  busyName: string | null;
  /** Today's records (Seoul), oldest first: the latest of a student is what 방금 기록 취소 undoes. */
  today: LessonRecord[];
  /** Today's date (Seoul), for the last lesson's day. */
  todayDate: string;
  /** teacher id → name, for the owner's view of everyone. */
  teacherNames?: Map<string, string> | undefined;
}

const keyOf = (record: { teacherId: string; name: string }) => `${record.teacherId}/${record.name}`;

export function StudentList({
  students,
  actions,
  busyName,
  today,
  todayDate,
  teacherNames,
}: StudentListProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<StudentSort>('name');

  if (students.length === 0) {
    return <p className={styles.empty}>등록된 학생이 없습니다. 학생 등록을 눌러 첫 학생을 등록해 보세요.</p>;
  }
  const latest = new Map(today.map((record) => [keyOf(record), record]));
  const shown = sortStudents(filterStudents(students, query), sort);
  const searching = query.trim() !== '';

  return (
    <>
      <div className={styles.toolbar}>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is not known to every browser and test DOM yet. */}
        <form className={styles.search} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            학생 검색
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={`input ${styles.searchInput}`}
            value={query}
            maxLength={STUDENT_QUERY_MAX}
            placeholder="이름, 초성(ㄱㅁㅈ), 전화번호"
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={`${id}-found`}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <div className={styles.sort}>
          <label htmlFor={`${id}-sort`} className={styles.sortLabel}>
            정렬
          </label>
          <ChoiceSelect
            id={`${id}-sort`}
            className={`input ${styles.sortSelect}`}
            choices={STUDENT_SORTS}
            value={sort}
            labelOf={(option) => studentSortLabels[option]}
            onChange={setSort}
          />
        </div>
        <p id={`${id}-found`} className={styles.found} aria-live="polite">
          {searching ? `검색 결과 ${shown.length}명` : ''}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>
          ‘{query.trim()}’에 맞는 학생이 없습니다. 이름, 초성이나 전화번호로 찾아보세요.
        </p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">
            학생 목록 ({studentSortLabels[sort]}
            {searching ? `, ‘${query.trim()}’ 검색 결과` : ''})
          </caption>
          <thead className="head-hidden-below-768">
            <tr>
              <th scope="col">이름</th>
              <th scope="col">연락처 · 최근 레슨</th>
              <th scope="col">남은 레슨</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((student) => (
              <StudentRow
                key={student.id}
                student={student}
                actions={actions}
                busy={busyName === keyOf(student)}
                latestToday={latest.get(keyOf(student)) ?? null}
                teacherName={teacherNames?.get(student.teacherId)}
                today={todayDate}
              />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
