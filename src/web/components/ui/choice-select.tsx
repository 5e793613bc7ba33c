/** A select of a fixed list of choices (a sort, a status, a stage), typed as the list is. */
import type { ComponentProps } from 'react';
import { SelectOptions } from './select-options.tsx';

interface ChoiceSelectProps<T extends string>
  extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  choices: readonly T[];
  // The choices alone say what T is; the value and the callbacks follow them.
  value: NoInfer<T>;
  onChange(value: NoInfer<T>): void;
  /** The words of a choice, where they are not the choice itself. */
  labelOf?(choice: NoInfer<T>): string;
}

export function ChoiceSelect<T extends string>({
  choices,
  value,
  onChange,
  labelOf,
  ...select
}: ChoiceSelectProps<T>) {
  return (
    <select {...select} value={value} onChange={(event) => onChange(event.target.value as T)}>
      <SelectOptions values={choices} label={labelOf} />
    </select>
  );
}
