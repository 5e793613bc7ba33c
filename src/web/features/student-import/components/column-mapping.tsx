/**
 * 열 맞추기: for each field, the file's column that holds it, with the server's guess chosen.
 * Only 이름 is needed; a column may serve one field at most (the server refuses two).
 */
import { useId } from 'react';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
} from '#shared/student-import-rules.ts';
import styles from './column-mapping.module.css';

interface ColumnMappingProps {
  columns: readonly string[];
  mapping: ImportMapping;
  disabled: boolean;
  onChange: (mapping: ImportMapping) => void;
}

export function ColumnMapping({ columns, mapping, disabled, onChange }: ColumnMappingProps) {
  const id = useId();
  const choose = (field: ImportField, value: string) => {
    const index = value === '' ? null : Number(value);
    const next = { ...mapping, [field]: index };
    // A column given to this field leaves the field that had it.
    for (const other of IMPORT_FIELDS) if (other !== field && next[other] === index) next[other] = null;
    onChange(next);
  };
  return (
    <fieldset className={styles.mapping} disabled={disabled}>
      <legend className={styles.legend}>파일의 어느 열이 무엇인지 확인해 주세요</legend>
      {IMPORT_FIELDS.map((field) => (
        <div key={field} className={styles.item}>
          <label htmlFor={`${id}-${field}`}>
            {IMPORT_FIELD_LABELS[field]}
            {field === 'name' ? <span className={styles.required}> (필수)</span> : null}
          </label>
          <select
            id={`${id}-${field}`}
            className="input"
            value={mapping[field] ?? ''}
            aria-invalid={field === 'name' && mapping.name === null ? true : undefined}
            onChange={(event) => choose(field, event.target.value)}
          >
            <option value="">(없음)</option>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions; two may share a name
              <option key={index} value={index}>
                {column}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
