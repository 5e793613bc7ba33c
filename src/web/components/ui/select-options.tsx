/**
 * A select's options, one a value: what each says is `label(value)`, or the value itself. A
 * label of several pieces (`<>{n}개</>`) keeps them apart as written, so a page rendered on the
 * server draws the same text nodes it always did.
 */
import type { ReactNode } from 'react';

export function SelectOptions<T extends string | number>({
  values,
  label,
}: {
  values: readonly T[];
  label?: (value: T) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label ? label(value) : value}
    </option>
  ));
}
