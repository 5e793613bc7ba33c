/** A table's heading row: one column heading for each name, in order. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <tr>
      {names.map((name) => (
        <th key={name} scope="col">
          {name}
        </th>
      ))}
    </tr>
  );
}
