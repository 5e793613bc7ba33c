/**
 * One line of text of a list's row (a teacher's name), its id the row's prefix and the property's
 * name. It takes a little more than the limit, so the check can say it is too long instead of cutting.
 */
type TextKeys<Row> = { [Key in keyof Row]: Row[Key] extends string ? Key : never }[keyof Row] & string;

/** The row being edited: the id prefix of its fields, what it holds, and how to change it. */
export type RowEdit<Row> = { id: string; row: Row; update(change: (current: Row) => Row): void };

type RowTextFieldProps<Row> = {
  edit: RowEdit<Row>;
  name: TextKeys<Row>;
  label: string;
  max: number;
  placeholder?: string;
};

export function RowTextField<Row>({
  edit: { id, row, update },
  name,
  label,
  max,
  placeholder,
}: RowTextFieldProps<Row>) {
  return (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={row[name] as string}
        maxLength={max + 10}
        placeholder={placeholder}
        onChange={(event) => update((current) => ({ ...current, [name]: event.target.value }))}
      />
    </div>
  );
}
