/**
 * An ordered list of one-line texts (the board's rooms, its rules): each line an input with
 * 위로, 아래로 and 빼기, and a button to add one at the end, within the section's limits.
 */
import { useId } from 'react';
import { AddRowButton } from '../../../../components/ui/add-row-button.tsx';
import { FieldError } from '../../../../components/ui/field.tsx';
import { moveItem, removeItem } from '../../photos/reorder.ts';
import styles from './board-form.module.css';

interface OrderedLinesProps {
  lines: string[];
  onChange(lines: string[]): void;
  /** What one line is called in its label and buttons: "연습실", "규칙". */
  noun: string;
  min: number;
  max: number;
  maxLength: number;
  /** Added at the end by the add button. */
  newLine(lines: string[]): string;
  /**
   * The list's id, as the kit's Field names things: its hint is `<fieldId>-hint`, and its error,
   * said above the lines, `<fieldId>-error`; both describe every line.
   */
  fieldId: string;
  error: string | undefined;
  disabled: boolean;
  /** The line's name for its label: "1번째 연습실 이름" rather than only a number. */
  labelOf?(index: number): string;
  /** Long lines (the rules): a box that wraps the text, still one line (Enter adds no break). */
  wrap?: boolean;
}

export function OrderedLines({
  lines,
  onChange,
  noun,
  min,
  max,
  maxLength,
  newLine,
  fieldId,
  error,
  disabled,
  labelOf = (index) => `${noun} ${index + 1}`,
  wrap = false,
}: OrderedLinesProps) {
  const id = useId();
  const describedBy = error ? `${fieldId}-hint ${fieldId}-error` : `${fieldId}-hint`;
  const invalid = Boolean(error);
  const focusLater = (index: number, part: string) =>
    requestAnimationFrame(() => document.getElementById(`${id}-${part}-${index}`)?.focus());
  const setLine = (index: number, text: string) =>
    onChange(lines.map((old, at) => (at === index ? text : old)));
  const move = (from: number, to: number, part: 'up' | 'down') => {
    onChange(moveItem(lines, from, to));
    // Keep the focus on the button that moved the line, now one place away; at an end, the other button.
    const atEnd = (part === 'up' && to === 0) || (part === 'down' && to === lines.length - 1);
    focusLater(to, atEnd ? (part === 'up' ? 'down' : 'up') : part);
  };

  return (
    <>
      <FieldError inputId={fieldId} message={error} />
      <ol className={styles.lines}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place; the inputs hold no state of their own.
          <li key={index} className={wrap ? `${styles.line} ${styles.wrapLine}` : styles.line}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <label className="visually-hidden" htmlFor={`${id}-text-${index}`}>
              {labelOf(index)}
            </label>
            {wrap ? (
              <textarea
                id={`${id}-text-${index}`}
                className={`input ${styles.wrapped}`}
                rows={2}
                value={line}
                maxLength={maxLength}
                disabled={disabled}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
                onChange={(event) => setLine(index, event.target.value.replace(/\s*\n\s*/g, ' '))}
              />
            ) : (
              <input
                id={`${id}-text-${index}`}
                className="input"
                value={line}
                maxLength={maxLength}
                disabled={disabled}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(event) => setLine(index, event.target.value)}
              />
            )}
            <span className={styles.lineButtons}>
              <button
                id={`${id}-up-${index}`}
                type="button"
                className="button button-secondary"
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1, 'up')}
              >
                위로 <span className="visually-hidden">{`(${labelOf(index)})`}</span>
              </button>
              <button
                id={`${id}-down-${index}`}
                type="button"
                className="button button-secondary"
                disabled={disabled || index === lines.length - 1}
                onClick={() => move(index, index + 1, 'down')}
              >
                아래로 <span className="visually-hidden">{`(${labelOf(index)})`}</span>
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={disabled || lines.length <= min}
                onClick={() => {
                  onChange(removeItem(lines, index));
                  focusLater(Math.min(index, lines.length - 2), 'text');
                }}
              >
                빼기 <span className="visually-hidden">{`(${labelOf(index)})`}</span>
              </button>
            </span>
          </li>
        ))}
      </ol>
      <AddRowButton
        className={styles.add}
        disabled={disabled || lines.length >= max}
        onClick={() => {
          onChange([...lines, newLine(lines)]);
          focusLater(lines.length, 'text');
        }}
      >
        {noun} 추가
      </AddRowButton>
    </>
  );
}
