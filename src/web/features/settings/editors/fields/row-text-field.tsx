/**
 * One line of text of a list's row (a teacher's name, a course's name), written straight into
 * the row. Its id is the row's id prefix and the property's name. The box takes a little more
 * than the limit, so the check can say the text is too long instead of cutting it off.
 */
import type { ChangeEvent } from 'react';

type TextKeys<Row> = { [Key in keyof Row]: Row[Key] extends string ? Key : never }[keyof Row] & string;

/** The row being edited: the id prefix of its fields, what it holds, and how to change it. */
export interface RowEdit<Row> {
  id: string;
  row: Row;
  update(change: (current: Row) => Row): void;
}

interface RowTextFieldProps<Row> {
  edit: RowEdit<Row>;
  name: TextKeys<Row>;
  label: string;
  max: number;
  placeholder?: string;
}

export function RowTextField<Row>({
  edit: { id, row, update },
  name,
  label,
  max,
  placeholder,
}: RowTextFieldProps<Row>) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    update((current) => ({ ...current, [name]: event.target.value }));
  return (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={row[name] as string}
        maxLength={max + 10}
        placeholder={placeholder}
        onChange={onChange}
      />
    </div>
  );
}
