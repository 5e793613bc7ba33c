/**
 * /managemember/import (학생 가져오기): a teacher picks an .xlsx or a CSV, checks which column
 * holds what (the server's guess chosen), sees every row with its problems, and imports the
 * rows without problems in one step. The template to fill in is a link away. The server reads
 * the file each time (preview, then import), so nothing is kept between the two.
 */

import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ImportResponse } from '#shared/schemas/student-import.ts';
import { type ImportMapping, isImportable } from '#shared/student-import-rules.ts';
import { FormAlert } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { IMPORT_TEMPLATE_URL, useImportStudents, usePreviewImport } from '../api/student-import-api.ts';
import { ColumnMapping } from '../components/column-mapping.tsx';
import { ImportPreview } from '../components/import-preview.tsx';
import styles from './student-import-page.module.css';

const count = (value: number) => value.toLocaleString('ko-KR');

function ImportResult({ result }: { result: ImportResponse }) {
  const skipped = result.rows.length - result.imported;
  return (
    <div className={styles.result} role="status">
      <p className={styles.resultTitle}>
        {result.imported > 0 ? `${count(result.imported)}명을 가져왔습니다.` : '가져온 학생이 없습니다.'}
      </p>
      {skipped > 0 ? <p>문제가 있거나 이미 등록된 {count(skipped)}행은 건너뛰었습니다.</p> : null}
      {result.contactsAdded > 0 ? (
        <p>
          보호자 {count(result.contactsAdded)}명을 학생의 연락처로 넣었습니다. 알림은 수신 동의를 기록한
          뒤부터 보냅니다 (학생 페이지의 연락처에서 기록해 주세요).
        </p>
      ) : null}
      <Link to={paths.students.manage} className="button">
        학생 목록 보기
      </Link>
    </div>
  );
}

export function StudentImportPage() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | undefined>(undefined);
  const preview = usePreviewImport();
  const importer = useImportStudents();
  const data = preview.data;
  const valid = data ? data.rows.filter(isImportable).length : 0;
  const guardians = data
    ? data.rows.filter(isImportable).reduce((sum, row) => sum + row.contacts.length, 0)
    : 0;
  const busy = preview.isPending || importer.isPending;

  const pick = (next: File | null) => {
    setFile(next);
    setMapping(undefined);
    importer.reset();
    if (next) preview.mutate({ file: next });
    else preview.reset();
  };
  const remap = (next: ImportMapping) => {
    if (!file) return;
    setMapping(next);
    importer.reset();
    preview.mutate({ file, mapping: next });
  };
  const runImport = () => {
    if (!file || !data) return;
    importer.mutate({ file, mapping: mapping ?? data.mapping }, { onSuccess: () => preview.reset() });
  };

  return (
    <Page
      title="학생 가져오기"
      wide
      lead="엑셀(.xlsx)이나 CSV 파일에 적어 둔 학생을 한 번에 등록합니다. 먼저 미리 보고, 문제가 없는 행만 가져옵니다."
    >
      <p className={styles.back}>
        <Link to={paths.students.manage}>← 학생 관리로 돌아가기</Link>
      </p>
      <section className={styles.step} aria-labelledby={`${id}-file`}>
        <h2 id={`${id}-file`} className={styles.heading}>
          <span className={styles.stepNumber}>1</span> 파일 고르기
        </h2>
        <div className={styles.fileRow}>
          <div className="field">
            <label htmlFor={`${id}-input`}>학생 명단 파일 (.xlsx 또는 .csv)</label>
            <input
              id={`${id}-input`}
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              aria-describedby={`${id}-hint`}
              onChange={(event) => pick(event.target.files?.[0] ?? null)}
            />
            <p id={`${id}-hint`} className="field-hint">
              첫 행에 이름, 전화번호, 잔여 횟수, 등록일, 보호자, 메모 같은 제목을 적어 주세요. 2MB,
              2,000명까지. 엑셀에서 저장한 CSV(한글 CP949)도 읽습니다.
            </p>
          </div>
          <a className={`button button-secondary ${styles.template}`} href={IMPORT_TEMPLATE_URL} download>
            양식 내려받기 (.xlsx)
          </a>
        </div>
        {preview.isPending ? (
          <p className={styles.pending} role="status">
            파일을 읽는 중...
          </p>
        ) : null}
        {preview.isError ? <FormAlert>{preview.error.message}</FormAlert> : null}
      </section>

      {importer.data ? <ImportResult result={importer.data} /> : null}
      {importer.isError ? (
        <p role="alert" className={`field-error ${styles.importError}`}>
          {importer.error.message}
        </p>
      ) : null}

      {data ? (
        <>
          <section className={styles.step} aria-labelledby={`${id}-mapping`}>
            <h2 id={`${id}-mapping`} className={styles.heading}>
              <span className={styles.stepNumber}>2</span> 열 맞추기
            </h2>
            <ColumnMapping
              columns={data.columns}
              mapping={mapping ?? data.mapping}
              disabled={busy}
              onChange={remap}
            />
            {data.mapping.name === null ? <p className="field-error">이름이 있는 열을 골라 주세요.</p> : null}
          </section>
          <section className={styles.step} aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`} className={styles.heading}>
              <span className={styles.stepNumber}>3</span> 미리 보기
            </h2>
            <p className={styles.summary} aria-live="polite">
              모두 {count(data.rows.length)}행 중{' '}
              <strong className={styles.valid}>가져올 수 있는 행 {count(valid)}개</strong>
              {data.rows.length > valid ? (
                <>
                  ,{' '}
                  <strong className={styles.invalid}>문제 있는 행 {count(data.rows.length - valid)}개</strong>
                </>
              ) : null}
              {guardians > 0
                ? `. 보호자 ${count(guardians)}명은 학생의 연락처로 등록됩니다 (수신 동의는 따로 기록).`
                : null}
            </p>
            <ImportPreview rows={data.rows} />
            <div className={styles.actions}>
              <button
                type="button"
                className="button button-accent"
                disabled={busy || valid === 0 || data.mapping.name === null}
                onClick={runImport}
              >
                {importer.isPending ? '가져오는 중...' : `문제없는 ${count(valid)}명 가져오기`}
              </button>
              {data.rows.length > valid ? (
                <span className="field-hint">
                  문제 있는 행은 건너뜁니다. 파일을 고쳐 다시 올리면 그 행만 더 가져옵니다.
                </span>
              ) : null}
            </div>
          </section>
        </>
      ) : null}
    </Page>
  );
}
