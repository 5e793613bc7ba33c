/**
 * 미리 보기: every row of the file as the student it would be. A row with problems is marked
 * and says each problem in Korean under it; "문제 있는 행만" narrows the table to those. On a
 * phone each row is a card of its own.
 */
import { useState } from 'react';
import { contactLabel } from '#shared/guardian-line.ts';
import type { ImportRowItem } from '#shared/schemas/student-import.ts';
import { ColumnHeads } from '../../../components/ui/column-heads.tsx';
import styles from './import-preview.module.css';

/** Rows drawn at once: a 2,000-row file shows its first rows and says how many more there are. */
const SHOWN = 300;

const COLUMNS = ['행', '이름', '전화번호', '잔여 횟수', '등록일', '보호자', '메모', '확인'];

const dash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

/** Read as contacts (each with its relation and number), or kept for the memo as written. */
function GuardianCell({ row }: { row: ImportRowItem }) {
  if (row.contacts.length > 0) {
    return (
      <ul className={styles.contacts}>
        {row.contacts.map((contact) => (
          <li key={contact.phone}>
            {contactLabel(contact)} <span className={styles.nowrap}>{contact.phone}</span>
          </li>
        ))}
        <li className={styles.tag}>연락처로 등록</li>
      </ul>
    );
  }
  if (row.guardian === '') return <>—</>;
  return (
    <>
      {row.guardian} <span className={styles.memoTag}>메모에 남김</span>
    </>
  );
}

function PreviewRow({ row }: { row: ImportRowItem }) {
  const bad = row.problems.length > 0;
  return (
    <tr className={bad ? styles.bad : undefined}>
      <td data-label="행" className={styles.number}>
        {row.row}
      </td>
      <td data-label="이름" className={styles.name}>
        {row.name || <span className={styles.empty}>(비어 있음)</span>}
      </td>
      <td data-label="전화번호" className={styles.nowrap}>
        {dash(row.phone)}
      </td>
      <td data-label="잔여 횟수">{row.remaining === null ? '—' : `${row.remaining}회`}</td>
      <td data-label="등록일" className={styles.nowrap}>
        {dash(row.joinDate)}
      </td>
      <td data-label="보호자">
        <GuardianCell row={row} />
      </td>
      <td data-label="메모" className={styles.memo}>
        {dash(row.memo)}
      </td>
      <td data-label="확인" className={styles.status}>
        {bad ? (
          <ul className={styles.problems}>
            {row.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          <span className={styles.ok}>가져올 수 있음</span>
        )}
      </td>
    </tr>
  );
}

export function ImportPreview({ rows }: { rows: readonly ImportRowItem[] }) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const listed = onlyProblems ? rows.filter((row) => row.problems.length > 0) : rows;
  const shown = listed.slice(0, SHOWN);
  return (
    <div className={styles.preview}>
      <label className={styles.filter}>
        <input
          type="checkbox"
          checked={onlyProblems}
          onChange={(event) => setOnlyProblems(event.target.checked)}
        />
        문제 있는 행만 보기
      </label>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways, and a scrolling region must be reachable by keyboard. */}
      <section className={styles.scroller} aria-label="미리 보기 표" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">가져올 학생 미리 보기</caption>
          <thead className="head-hidden-below-1024">
            <ColumnHeads names={COLUMNS} />
          </thead>
          <tbody>
            {shown.map((row) => (
              <PreviewRow key={row.row} row={row} />
            ))}
          </tbody>
        </table>
      </section>
      {listed.length > shown.length ? (
        <p className={styles.more}>
          앞의 {shown.length.toLocaleString('ko-KR')}행만 보여 드립니다 (모두{' '}
          {listed.length.toLocaleString('ko-KR')}
          행). 가져오기는 모든 행에 적용됩니다.
        </p>
      ) : null}
      {listed.length === 0 ? <p className={styles.more}>문제 있는 행이 없습니다.</p> : null}
    </div>
  );
}
